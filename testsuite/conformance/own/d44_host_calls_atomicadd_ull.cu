void add(unsigned long long *p) { atomicAdd(p, 1ull); }
