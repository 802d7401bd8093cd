float red(float v) { return __shfl_down_sync(0xffffffff, v, 1); }
