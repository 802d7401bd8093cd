// FLAGS: -std=c++20 --extended-lambda
void host() {
    auto a = [] (int x) __device__ { return x; };
    auto b = [] () mutable __host__ __device__ { };
    auto c = [] <class T> __device__ (T x) { return x; };
    auto d = [] <class T> (T x) __device__ { return x; };
    auto f = [] __host__ __device__ <class T> (T x) { return x; };
}
