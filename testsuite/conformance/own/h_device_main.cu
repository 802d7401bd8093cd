// DESC: cufe's own case (recorded with the real cudafe++ 13.5): device_main
__device__ int main() { return 0; }
