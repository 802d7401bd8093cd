__device__ int dv;
int a(int t) { if (dv) return 1; while (dv) {} return 0; }
int b() { int arr[2] = {dv, 1}; int x(dv); int y{dv}; return arr[0] + x + y; }
int c() { for (; dv;) {} do {} while (dv); switch (dv) { default: break; } return 0; }
__global__ void k() {}
