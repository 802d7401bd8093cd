template <class T> struct Arr { __device__ T &operator[](int i); T d[4]; };
int run() { Arr<int> a; return a[1]; }
