// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a kernel template's launch attributes whose arguments name its template parameters (__launch_bounds__'s third, __maxnreg__, __cluster_dims__) are checked per instance (explicit instantiation or launch with written arguments), at the attribute with a context line naming the instance, each instance once; a dependent launch inside a template is not an instance
template <int X> __global__ void __launch_bounds__(128, 1, X) k(float *p) { p[0] = 0; }
template __global__ void k<-1>(float *);
template __global__ void k<2>(float *);
void h(float *p) { k<-1><<<1, 1>>>(p); k<-3><<<1, 1>>>(p); k<-3><<<1, 1>>>(p); k<1 + 1><<<1, 1>>>(p); }
namespace ns {
template <int X, int Y> __global__ void __launch_bounds__(X, 1, Y - 1) __cluster_dims__(1, Y, 1) c(float *p) { p[0] = 0; }
}
template __global__ void ns::c<64, 0>(float *);
template <int R> __global__ void __maxnreg__(R + 1) m(int *p) { p[0] = R; }
template <typename T, int R> __global__ void __maxnreg__(R) t(T *p) { p[0] = R; }
template <int R> void g(int *p) { t<int, R><<<1, 1>>>(p); m<R><<<1, 1>>>(p); }
void u(int *p) { m<-1><<<1, 1>>>(p); m<5><<<1, 1>>>(p); t<int, 0><<<1, 1>>>(p); t<int, 4><<<1, 1>>>(p); }
