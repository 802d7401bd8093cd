typedef char C;
__device__ C t1[] = "abc";
__device__ const char *p1[] = {"abcdef"};
__device__ char d3[][2][4] = {"ab", "cd", "ef"};
__device__ char d4[][2][4] = {{"ab", "cd"}, {"ef"}};
__device__ signed char sc[] = "xy";
__device__ const char cc[] = "const";
__global__ void k(int *o) { o[0] = t1[0]; }
