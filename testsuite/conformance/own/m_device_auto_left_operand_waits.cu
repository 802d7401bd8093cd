__device__ auto d1(int x) { return x; }
__device__ auto d2(int x) { return x; }
__device__ auto d3(int x) { return x; }
__device__ auto d4(int x) { return x; }
__device__ int plain(int x) { return x; }
int h1() { return d1(1) * d2(1) + d3(1) * d4(1); }
int h2() { return d1(1) + d2(1) + d3(1) + d4(1); }
int h3() { int a = d1(1) + 1; int b = d2(1); return a + b; }
int h4() { return (d1(1) + d2(1)) + d3(1); }
int h5() { return 1 + d1(1) + d2(1); }
int h6() { return d1(1) == d2(1) ? d3(1) : d4(1); }
int h7() { return plain(d1(plain(2))) + plain(3); }
