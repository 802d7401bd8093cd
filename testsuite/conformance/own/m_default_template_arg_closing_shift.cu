// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a default template argument whose own list is closed by the '>>' that closes the template's (class A = Al<T>>) is Al<T> in a kernel parameter's typedef and mangled name
template <class U> struct Al {};
template <class T, class A = Al<T>> struct Vec { T *p; };
template <class T, class A = Al<Al<T>>> struct Deep { T *p; };
__global__ void k(Vec<float> a) {}
__global__ void k2(Deep<int> d, Vec<double> v) {}
void launch(Vec<float> a, Deep<int> d, Vec<double> v) { k<<<1, 1>>>(a); k2<<<1, 1>>>(d, v); }
