#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

// Each instance of a function template calling cudaMalloc(T **, size_t)
// makes its own cudaMalloc<T *> (device code the registration's __T
// number counts); a void ** argument calls the plain overload instead.
template <typename T>
T* deviceAlloc(size_t n)
{
    T* p = nullptr;
    cudaMalloc(&p, n * sizeof(T));
    return p;
}

template <typename T>
void* rawAlloc(size_t n)
{
    void* p = nullptr;
    cudaMalloc(&p, n * sizeof(T));
    return p;
}

template <typename T>
void upload(T* dst, const std::vector<T>& src)
{
    cudaMemcpy(dst, src.data(), src.size() * sizeof(T), cudaMemcpyHostToDevice);
}

__global__ void addOne(int* p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] += 1;
}

int main()
{
    const int n = 1024;
    float* f = deviceAlloc<float>(n);
    int* k = deviceAlloc<int>(n);
    double* d = deviceAlloc<double>(n);
    float* g = deviceAlloc<float>(n);
    void* r = rawAlloc<char>(n);
    std::vector<int> h(n, 3);
    upload(k, h);
    addOne<<<4, 256>>>(k, n);
    cudaDeviceSynchronize();
    cudaFree(f); cudaFree(k); cudaFree(d); cudaFree(g); cudaFree(r);
    return 0;
}
