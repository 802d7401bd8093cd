void bump(int *c) { atomicAdd(c, 1); }
