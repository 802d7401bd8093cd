#include <map>
#include <utility>
#include <cstdio>

__global__ void scale(float *v, float s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] *= s;
}

std::multimap<int, int> devicesByArch(int count)
{
    std::multimap<int, int> byArch;
    for (int d = 0; d < count; ++d) {
        byArch.emplace(d / 2, d);
        byArch.insert(std::make_pair(d % 3, d));
    }
    return byArch;
}

int largestGroup(int count)
{
    std::multimap<int, int> byArch = devicesByArch(count);
    int best = 0;
    for (auto it = byArch.begin(); it != byArch.end(); it = byArch.upper_bound(it->first)) {
        auto range = byArch.equal_range(it->first);
        int n = 0;
        for (auto d = range.first; d != range.second; ++d) n++;
        if (n > best) best = n;
    }
    return best + (int)devicesByArch(2).size();
}

int main()
{
    float *v = nullptr;
    cudaMalloc(&v, 64 * sizeof(float));
    scale<<<1, 64>>>(v, 2.0f, largestGroup(4));
    cudaFree(v);
    return 0;
}
