// DESC: __global__ function template defined in a friend declaration, class in namespace
namespace n {
struct C {
  template <class T>
  friend __global__ void k(T *p) { *p = T(); }
};
}
