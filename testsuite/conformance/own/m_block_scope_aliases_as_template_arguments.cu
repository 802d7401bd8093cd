// DESC: block-scope aliases given as a function template's arguments name the types they stand for in the kernel instances it launches (a qualified typedef of a builtin type keeps its global name, a class template's arguments are resolved too)
int plain(int x) { return x + 1; }
typedef unsigned long u64_t;
typedef unsigned int u32_t;
namespace lib { using ::u64_t; using ::u32_t; }
namespace kiss { template <class T> struct Kiss { T s; __host__ __device__ Kiss(u32_t x) : s(x) {} }; }
template <class T, class Rng>
__global__ void kernel(T *const out, const lib::u64_t n, Rng rng) { }
template <class T, class Rng>
inline void uniform(T *const out, const lib::u64_t n, Rng rng) { kernel<T, Rng><<<4096, 256>>>(out, n, rng); }
void run(u64_t *d, kiss::Kiss<u64_t> r) {
  using data_t = lib::u64_t;
  using rng_t = kiss::Kiss<data_t>;
  uniform<data_t, rng_t>(d, 10, r);
}
