// DESC: a kernel template launched with a typedef of a class as its argument (`k<S_t>`, an unnamed class's `U_t`): the instance is named and mangled by the class, its stub spells the parameters by the typedef (`S_t *`, `S_t&`)
int first_function(int x) { return x + 1; }
struct S { int a; };
typedef S S_t;
typedef struct { float x; } U_t;
namespace ns { struct In { double d; }; }
typedef ns::In In_t;
template <typename T> __global__ void k(T *p, T v) { p[0] = v; }
template <typename T, int N> __global__ void kn(const T *__restrict__ p, int n) { }
void h(S *p, U_t *q, In_t *r) {
  k<S_t><<<1, 1>>>(p, S{});
  k<U_t><<<1, 1>>>(q, U_t{});
  k<In_t><<<1, 1>>>(r, In_t{});
  kn<S_t, 4><<<1, 1>>>(p, 4);
}
