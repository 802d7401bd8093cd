// DESC: explicit instantiations of function and kernel templates print their parameters spaced as a prototype's (int * p)
template <class T> struct DD { T *p; };
template <class T> void integ(DD<T> *d, int **pp, T x) { }
template void integ<float>(DD<float> *d, int **pp, float x);
template <class T> __global__ void k(T *p, int n) { }
template __global__ void k<int>(int *p, int n);
