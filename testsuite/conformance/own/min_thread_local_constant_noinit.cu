// DESC: thread_local __constant__ variable without initializer
__constant__ thread_local int c;
