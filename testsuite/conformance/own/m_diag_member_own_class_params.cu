// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a member function's parameters naming its own class or a class around it are shown as in its scope, compact (a::V::I::g(a::V::I, const a::V&)), other classes from the global scope
int plain(int x) { return x + 1; }
namespace a { struct V { int x; __device__ int dot(const V &o, V *p) const { return 0; } struct I { __device__ int g(I i, const V &v) { return 0; } }; }; }
template <class T> struct TV { __device__ int t(const TV &o) const { return 0; } };
int h(a::V v) { return 0; }
int h2(a::V::I i, a::V v) { return i.g(i, v); }
int h3(TV<int> t) { return 0; }
