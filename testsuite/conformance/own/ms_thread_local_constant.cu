// DESC: thread_local __constant__ variable at namespace scope
__constant__ thread_local int c = 1;
