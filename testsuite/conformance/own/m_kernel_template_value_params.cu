// DESC: a kernel template's non-type arguments cast to their parameters' types; a host overload of the same name called plainly
template <unsigned int blockSize, bool pow2>
__global__ void reduceK(const float *in, float *out, unsigned int n) { out[0] = in[n] + blockSize + pow2; }
extern "C" void reduceK(int size, float *in, float *out)
{
    if (size > 1) {
        reduceK<256, true><<<1, 1>>>(in, out, size);
    } else {
        reduceK<1, false><<<1, 1>>>(in, out, size);
    }
}
int main() { reduceK(3, 0, 0); return 0; }
