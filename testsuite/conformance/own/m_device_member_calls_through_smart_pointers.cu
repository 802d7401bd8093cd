#include <memory>
struct Grid { int n; __device__ int cells() const { return n * n; } int host_cells() const { return n; } __host__ __device__ int both() const { return n; } };
template <typename T> struct Box { T v; __device__ T get() const { return v; } };
int a(const std::unique_ptr<Grid> &g) { return g->host_cells() + g->both(); }
int b(std::shared_ptr<Grid> g) { return g->cells(); }
int c(Box<int> *p) { return p->get(); }
int d(std::unique_ptr<Grid> g) { return (*g).n + g->cells(); }
__global__ void k(int *o) { o[0] = 1; }
