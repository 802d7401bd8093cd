#include <set>
#include <vector>
#include <cstdio>
__global__ void ping(int *flag) { *flag = 1; }
int main() {
    std::set<int> devices;
    int count = 0; cudaGetDeviceCount(&count);
    for (int d = 0; d < count; ++d) devices.insert(d);
    devices.emplace(0);
    std::vector<int *> flags;
    for (std::set<int>::iterator it = devices.begin(); it != devices.end(); ++it) {
        cudaSetDevice(*it);
        int *f; cudaMalloc(&f, sizeof(int)); flags.push_back(f);
        ping<<<1, 1>>>(f);
    }
    printf("%d\n", (int)devices.size());
    return 0;
}
