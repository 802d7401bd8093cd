// Member typedefs of explicit specializations naming scalar types, used in kernel parameters.
template <class T> struct acc;
template <> struct acc<float> { typedef double type; };
template <> struct acc<int> { typedef long long type; };
template <class T> __global__ void reduce(const T *in, typename acc<T>::type *out, int n)
{
    typename acc<T>::type s = 0;
    for (int i = 0; i < n; i++) s += in[i];
    *out = s;
}
template __global__ void reduce<float>(const float *, double *, int);
template __global__ void reduce<int>(const int *, long long *, int);
