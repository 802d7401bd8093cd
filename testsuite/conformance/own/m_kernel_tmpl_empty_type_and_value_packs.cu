template <int... Ns> __global__ void kv(int a) { }
template <typename T, int... Ns> __global__ void kw(T a) { }
template <typename... Ts> __global__ void kx(int a, Ts... r) { }
void host() { kv<><<<1, 1>>>(1); kw<float><<<1, 1>>>(1.0f); kw<float, 1, 2><<<1, 1>>>(1.0f); kx<<<1, 1>>>(1); }
