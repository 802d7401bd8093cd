// DESC: function-scope static variable without memory space in a device function, non-constant init
__device__ int g();
__device__ int f() { static int x = g(); return x; }
