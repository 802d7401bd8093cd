// A member function of a class template (no template of its own) whose
// device code calls a function with two run-time arguments: each
// instance the unit calls makes the call's temporaries.
__device__ __noinline__ float mul(float a, float b) { return a * b; }
template <class T> struct Scaler {
    T factor;
    __device__ T apply(T a, T b) { return mul(a, b) * factor; }
    __device__ T unused(T a, T b) { return mul(b, a); }
};
__global__ void k(float *o, float x)
{
    Scaler<float> s = {2.0f};
    o[0] = s.apply(x, 2.0f);
}
