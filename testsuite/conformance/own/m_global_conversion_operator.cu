// DESC: cufe's own case (recorded with the real cudafe++ 13.5): __global__ on a conversion function is no operator-function error but a return-type one (its type is the converted-to type; a template's is checked per instance); operator delete and delete[] are implicitly noexcept, so they get the exception-specification error too
struct S { __global__ operator void *(); };
struct T { __global__ operator int() noexcept; };
struct U { __global__ explicit operator bool(); };
struct Y { template <class T> __global__ operator T(); };
struct Z { __global__ void operator()(int); __global__ void operator+(int); };
__global__ void operator delete(void *);
__global__ void operator delete[](void *, unsigned long);
struct V { __global__ static void operator delete[](void *); };
struct X { __global__ ~X(); };
__global__ void *operator new(unsigned long);
