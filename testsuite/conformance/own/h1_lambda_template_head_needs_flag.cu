// FLAGS: -std=c++20
void host() {
    auto c = [] <class T> __device__ (T x) { return x; };
    auto f = [] __device__ <class T> (T x) { return x; };
}
