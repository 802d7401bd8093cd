#include <deque>
#include <cstdio>

struct Job { int offset; int count; };

__global__ void process(int *data, int offset, int count)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count) data[offset + i] += 1;
}

std::deque<Job> makeJobs(int n, int chunk)
{
    std::deque<Job> jobs;
    for (int o = 0; o < n; o += chunk) {
        Job j = { o, (n - o < chunk) ? n - o : chunk };
        jobs.push_back(j);
    }
    return jobs;
}

void runAll(int *d, int n)
{
    std::deque<Job> jobs = makeJobs(n, 256);
    while (!jobs.empty()) {
        Job j = jobs.front();
        jobs.pop_front();
        process<<<(j.count + 127) / 128, 128>>>(d, j.offset, j.count);
    }
    printf("%d jobs left, first %d\n", (int)makeJobs(n, 128).size(), makeJobs(n, 64).front().count);
}

int main()
{
    int *d = nullptr;
    cudaMalloc(&d, 1024 * sizeof(int));
    runAll(d, 1024);
    cudaFree(d);
    return 0;
}
