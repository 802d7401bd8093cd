// DESC: kernel templates are checked at explicit instantiation, with a context line
template <typename T> __global__ T k1(int x) { return T(); }
template <typename T> __global__ int k2(T x) { return 0; }
template __global__ int k2<float>(float);
template <typename T> __global__ T k4(int x) { return T(); }
template int k4<int>(int);
