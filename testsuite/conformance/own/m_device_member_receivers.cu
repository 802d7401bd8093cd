// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a __device__ member function called through an object that is no plain local: a global, an array element, a call's result, *p, a data member (of the enclosing class, through this, of an object), from host and __host__ __device__ callers; host members and device callers stay silent
struct D { __device__ int v() const { return 2; } int hv() const { return 3; } };
namespace ns { struct Q { __device__ int q() { return 1; } }; Q gq; Q *pq; }
D g;
D arr[2];
D *gp;
D make();
int use() { return g.v() + g.hv(); }
int use2() { return arr[0].v() + arr[1].hv(); }
int use3() { return make().v(); }
int use4(D *p) { return p->v() + (*p).v(); }
int use5(D a[]) { return a[1].v() + gp->v() + gp[0].v(); }
__host__ __device__ int use6() { return g.v(); }
__device__ int use7() { return g.v() + arr[0].v(); }
int use8() { return ns::gq.q() + ns::pq->q(); }
struct E {
  D d;
  D *pd;
  D ds[2];
  int f() { return d.v(); }
  int f2() { return pd->v() + ds[0].v(); }
  int f3() { return this->d.v() + (*this).d.v(); }
  int f4();
  __host__ __device__ int f5() { return d.v(); }
};
int E::f4() { return d.v() + d.hv(); }
int use9(E e, E *pe) { return e.d.v() + pe->d.v() + e.ds[1].v() + pe->pd->v(); }
