// DESC: a function template with default template arguments ends its item at its body (the default's = is no initializer): a __device__ one after it is lowered as such; typename in a function's parameter keeps its spelling
template <typename T> struct vec4 { typedef T Type; };
template <typename T, typename U = int> __device__ T f(typename vec4<T>::Type a, typename vec4<T>::Type b) { return a; }
template <typename T> void g(typename vec4<T>::Type a, typename vec4<T>::Type *b, int n) { }
template <typename T, int N = 3> T f7(T a) { return a + N; }
__device__ int d7(int x) { return x; }
void g7() { f7(1); }
