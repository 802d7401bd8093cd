// DESC: cufe's own case (recorded with the real cudafe++ 13.5): `extern` with an initializer defines a device variable (shadow and registration of a definition)
extern __device__ int ed = 3;
extern __constant__ int ec = 1;
extern __managed__ int em = 2;
void h() { em = 4; }
