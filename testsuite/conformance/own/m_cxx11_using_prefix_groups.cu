[[using gnu: device]] int f1(int x) { return x; }
[[using gnu: noinline]] int f2(int x) { return x; }
[[using gnu: device, noinline]] int f3(int x) { return x; }
[[using gnu: noinline, device]] int f4(int x) { return x; }
[[using gnu: cold, noinline]] int f5(int x) { return x; }
[[using gnu: host, device]] int f6(int x) { return x; }
[[using gnu : cold]] int f7(int x) { return x; }
__global__ void k(int *o) { o[0] = f1(1) + f3(1) + f4(1) + f6(1); }
