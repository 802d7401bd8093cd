template <typename T> struct Traits { typedef T *pointer; typedef long fixed; typedef unsigned int U; typedef T type; };
__global__ void k(Traits<int>::pointer p, Traits<int>::fixed f, Traits<float>::U u, Traits<unsigned>::type t) { }
