template <typename T>
struct Box {
  __host__ __device__ T get() const { return v; }
  T v;
};
