// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a class template instance's member function names the class's own name in its parameters as the instance (TV<int> ::t(const TV<int> &) const)
int plain(int x) { return x + 1; }
namespace a { struct V { int x; __device__ int dot(const V &o, V *p) const { return 0; } struct I { __device__ int g(I i, const V &v) { return 0; } }; }; }
template <class T> struct TV { __device__ int t(const TV &o) const { return 0; } };
int h(a::V v) { return 0; }
int h2(a::V::I i, a::V v) { return 0; }
int h3(TV<int> t) { return t.t(t); }
