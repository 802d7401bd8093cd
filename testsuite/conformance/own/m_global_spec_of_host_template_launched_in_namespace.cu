namespace n {
template <typename T> void f(T) {}
template <> __global__ void f<int>(int x) {}
template <> __global__ void f<float>(float) {}
}
void h() { n::f(2.0); n::f<int><<<1, 1>>>(1); }
