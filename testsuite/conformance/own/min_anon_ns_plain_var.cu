// DESC: VALID: only a namespace-scope int variable definition
int gl = 1;
