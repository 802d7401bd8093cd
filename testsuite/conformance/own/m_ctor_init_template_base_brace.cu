// DESC: constructor initializers naming a template-id base with a braced list
struct A { int a; int b; };
template <typename T> struct B { T a; int b; };
struct C : A { int m; C() : A{1, 2}, m{3} {} };
struct E : B<int> { E() : ::B<int>{1, 2} {} };
template <typename T> struct D : B<T> { int q; D(T x) : B<T>{x, 2}, q{4} {} __device__ T get() const { return this->a; } };
template <typename T> struct G : B<B<T>> { G() : B<B<T>>{{x0, 2}, 3} {} T x0; };
template <typename T> __global__ void k(D<T> d, T *o) { o[0] = d.get(); }
void h(int *o) { E e; D<int> d(3); G<float> g; k<<<1, 1>>>(d, o); (void)e; (void)g; }
