// DESC: constexpr __device__ variable read from host code
__device__ constexpr float PI = 3.14159f;
float h(float r) { return PI * r * r; }
