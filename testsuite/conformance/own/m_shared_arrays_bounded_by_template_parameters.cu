template <int BX> struct Tile { static const int size = BX * 2; };
template <class TileT> __global__ void use(float *o) { __shared__ float s[TileT::size]; o[0] = s[0]; }
template <int N> __global__ void use2(float *o) { __shared__ float s[N]; o[0] = s[0]; }
template <class T> __global__ void use3(float *o) { __shared__ float s[sizeof(T)]; o[0] = s[0]; }
void h(float *o) { use<Tile<8>><<<1, 1>>>(o); use2<4><<<1, 1>>>(o); use3<int><<<1, 1>>>(o); }
template <class T, int N> __global__ void use4(T *o) { __shared__ T s[N * sizeof(T)]; __shared__ unsigned char raw[sizeof(T) * 4]; o[0] = s[0] + raw[0]; }
template <class T> struct Holder { template <int K> __device__ static void run(float *o) { __shared__ float s[K + sizeof(T)]; o[0] = s[0]; } };
