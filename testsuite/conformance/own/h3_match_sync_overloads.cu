__global__ void anyk(const int *keys, unsigned *o, unsigned mask) {
  int key = keys[threadIdx.x];
  o[0] = __match_any_sync(mask, key);
  o[1] = __match_any_sync(0xffffffffu, (unsigned)keys[1]);
  o[2] = __match_any_sync(0xffffffffu, (float)keys[2]);
  o[3] = __match_any_sync(mask, key + 1);
}
__global__ void allk(const long long *keys, unsigned *o) {
  int pred;
  o[0] = __match_all_sync(0xffffffffu, keys[0], &pred);
  o[1] = __match_all_sync(__activemask(), (double)keys[1], &pred) + pred;
}
