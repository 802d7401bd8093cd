float rd(const float *p) { return __ldg(p); }
