// A constant initializing a variable of a class template member typedef: parenthesized when the
// template parameters decide it, or when the specialization (an explicit one's own) converts it.
template <class T> struct A { typedef T type; };
template <class T> struct B { typedef double type; };
template <class T> struct C;
template <> struct C<float> { typedef int type; };
template <class T> struct D { typedef T *ptr; };
template <class T> __global__ void k(T *out)
{
    typename A<T>::type a = 0;
    typename B<T>::type b = 1;
    typename C<T>::type c = 2;
    typename A<T>::type d = a;
    typename D<T>::ptr p = 0;
    const typename A<T>::type e = 3;
    B<int>::type f = 4;
    A<int>::type g = 5;
    A<long>::type h = 6;
    *out = a + b + c + d + e + f + g + h + *p;
}
template __global__ void k<float>(float *);
int host()
{
    A<long>::type h = 6;
    C<float>::type i = 7;
    B<int>::type j = 8;
    return h + i + j;
}
