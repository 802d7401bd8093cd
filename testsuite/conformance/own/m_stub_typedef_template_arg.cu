// DESC: a kernel template launched with a typedef as its argument (k<T> after typedef double T;) is the instance for the type it names; a pointer to a class template specialization in the wrapper goes through its typedef
typedef double T;
template <class U> struct iv { U low; U up; };
template <class U> __global__ void newton(iv<U> *buf, int *n, int c) {}
void run()
{
    newton<T><<<1, 1>>>(0, 0, 1);
}
