// DESC: extern __device__ variable then defined without __device__
extern __device__ int x;
int x = 1;
