// DESC: cufe's own case (recorded with the real cudafe++ 13.5): host_configures_device_call
__device__ void dev(int *p) { p[0] = 1; }
void h(int *p) { dev<<<1, 1>>>(p); }
