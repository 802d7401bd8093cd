namespace ns { template <class T, class U> struct P { __device__ bool operator<(const P &) const; }; }
bool run() { ns::P<int, char> a, b; return a < b; }
