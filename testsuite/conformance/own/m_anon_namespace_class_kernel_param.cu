// DESC: a class or enumeration declared right in the anonymous namespace, as a kernel's parameter type: mangled in that namespace (`N12_GLOBAL__N_…1LE`, `NS_1LE` for a kernel in it), named in the stub through a typedef of `_NV_ANON_NAMESPACE::L`
namespace {
struct Local {
  int x;
  float y;
};
enum Mode { Fast, Slow };
__global__ void inner_kernel(Local l, int *out) { *out = l.x; }
}  // namespace
namespace named {
struct Pair {
  int a, b;
};
}  // namespace named
__global__ void local_kernel(Local l, Mode m, int *out) { out[m] = l.x; }
__global__ void pointer_kernel(Local *l, named::Pair p) { l->x = p.a; }
int main() {
  int *d = nullptr;
  local_kernel<<<1, 1>>>(Local{1, 2.f}, Fast, d);
  inner_kernel<<<1, 1>>>(Local{}, d);
  pointer_kernel<<<1, 1>>>(nullptr, named::Pair{1, 2});
  return 0;
}
