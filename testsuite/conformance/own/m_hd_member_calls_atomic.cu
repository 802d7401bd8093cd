struct Counter {
  int *n;
  __host__ __device__ void add(int v) { atomicAdd(n, v); }
};
__global__ void k(Counter c) { c.add(1); }
int main() {
  Counter c{nullptr};
  k<<<1, 1>>>(c);
  return 0;
}
