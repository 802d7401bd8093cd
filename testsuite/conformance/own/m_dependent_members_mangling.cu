// DESC: a kernel template's parameters naming members of the same dependent instance (typename A<T>::x, typename A<T>::y): the instance A<T> is a substitution candidate of its own, NS2_1yE
template <typename T> struct A { typedef T x; typedef T y; typedef T z; };
template <typename T> struct B { typedef T y; };
template <typename T> __global__ void k1(typename A<T>::x a, typename A<T>::y b, typename A<T>::z c) { }
template <typename T> __global__ void k2(typename A<T>::x a, typename B<T>::y b, typename A<T>::y c) { }
template <typename T> __global__ void k3(typename A<T>::x a, typename A<T>::x b, T c) { }
template <typename T> __global__ void k4(T a, typename A<T>::x *b, typename A<T>::y c) { }
void host() { k1<int><<<1,1>>>(1,2,3); k2<int><<<1,1>>>(1,2,3); k3<int><<<1,1>>>(1,2,3); k4<int><<<1,1>>>(1,0,3); }
