// A kernel template taking a pointer to an array of its value parameter N: mangled AT0__T_, spelled per instance.
template <class T, int N> __global__ void fill(T (*a)[N], T v)
{
    for (int i = 0; i < N; i++) (*a)[i] = v;
}
template __global__ void fill<float, 4>(float (*)[4], float);
void launch(double (*d)[2]) { fill<<<1, 1>>>(d, 1.0); }
