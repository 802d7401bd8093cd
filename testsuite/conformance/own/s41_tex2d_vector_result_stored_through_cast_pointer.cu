#include <cstdint>
__global__ void k(cudaTextureObject_t t, unsigned char *out, int x, int y)
{
    *(uchar2 *)out = tex2D<uchar2>(t, x * 0.5f, y);
}
int main() { k<<<1, 1>>>(0, 0, 1, 2); return 0; }
