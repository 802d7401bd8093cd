__global__ void k2(int (*arr)[4], const float (&ref)[2][3], double (&d)[5]) { }
void h(float (&f)[2][3], double (&d)[5]) { k2<<<1, 1>>>(nullptr, f, d); }
