void bump(float *c, float v) { atomicAdd(c, v); }
