// Explicit specialization's member typedef used for a kernel argument's variable in host code.
template <int B> struct word;
template <> struct word<4> { typedef unsigned type; };
template <> struct word<8> { typedef unsigned long long type; };
template <int B> __global__ void put(typename word<B>::type *p, typename word<B>::type v) { *p = v; }
void launch(unsigned *a, unsigned long long *b)
{
    word<4>::type x = 1;
    word<8>::type y = 2;
    put<4><<<1, 1>>>(a, x);
    put<8><<<1, 1>>>(b, y);
}
