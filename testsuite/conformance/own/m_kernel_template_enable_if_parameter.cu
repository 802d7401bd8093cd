// DESC: a kernel template's non-type parameter of type typename enable_if<C, int>::type with default 0 (typename followed by a qualified name declares a value, not a type) is the instance's (int)0 argument when a launch leaves it out: block_strideq<float, (int)0>, mangled Li0E
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <class A, class B> struct same_q { static const bool value = false; };
template <class A> struct same_q<A, A> { static const bool value = true; };
template <typename T, typename enable_if<same_q<T, float>::value, int>::type E = 0>
__global__ void block_strideq(unsigned n, T *__restrict__ a) { a[0] = n; }
template <typename T, typename enable_if<!same_q<T, float>::value, int>::type E = 0>
__global__ void block_strideq(unsigned n, T *__restrict__ a) { a[1] = n; }
template <typename T> void hrun_q(unsigned n, T *a) { block_strideq<T><<<1, 1>>>(n, a); }
void hmain_q(float *f, double *d) { hrun_q<float>(1, f); hrun_q<double>(2, d); }
