// DESC: thread_local __constant__ variable: anon-namespace name
__constant__ thread_local int c = 1;
