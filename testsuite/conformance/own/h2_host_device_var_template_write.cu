// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a __device__ variable template's instance assigned from the host is written
template <typename T> __device__ T dvt;
int h() { return dvt<int>; }
void g() { dvt<float> = 1.0f; dvt<int>++; }
