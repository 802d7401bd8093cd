// FLAGS: --extended-lambda
// DESC: cufe's own case (recorded with the real cudafe++ 13.5): an extended lambda in a static function of a namespace capturing namespace and global classes, an enum and a pointer to const (qualified spellings, _INTERNAL names)
namespace ns { struct P { int a; }; enum E { A, B }; }
struct Q { float f; };
template <typename F> __global__ void go(F f) { f(threadIdx.x); }
namespace ns {
static void st(P p, E e, Q q, const Q *qp) { go<<<1, 1>>>([=] __device__ (int i) { (void)(p.a + e + q.f + qp->f + i); }); }
void use() { P p{1}; st(p, A, Q(), nullptr); }
}
