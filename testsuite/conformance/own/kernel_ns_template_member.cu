// DESC: kernel template with class template param in namespace
namespace lib {
template <typename T> struct View { T *data; int n; };
template <typename T> __global__ void scale(View<T> v, T f) { v.data[threadIdx.x] *= f; }
}
void h(float *p) { lib::View<float> v{p, 4}; lib::scale<<<1, 4>>>(v, 2.0f); }
