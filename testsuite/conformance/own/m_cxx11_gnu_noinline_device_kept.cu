// DESC: [[gnu::noinline]] on a __device__ function (host output spelling)
[[gnu::noinline]] __device__ int f(int x) { return x; }
