// DESC: a kernel template launched with explicit arguments in a function template: one instance per instance of the function
template <class T> __global__ void fill(T *o, int n) { o[n] = T(); }
template <int N> __global__ void fillN(int *o) { o[N] = N; }
template <class T, int N> int run(int n)
{
    fill<T><<<1, 1>>>((T *)0, n);
    fillN<N><<<1, 1>>>(0);
    return n;
}
int main() { return run<int, 2>(1) + run<double, 3>(2) + run<float, 2>(3); }
