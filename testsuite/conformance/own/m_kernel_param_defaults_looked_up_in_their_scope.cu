namespace lib {
template <typename T> struct P { T v; };
template <typename T> struct Al { T *v; };
template <typename K, typename V, typename A = lib::Al<lib::P<const K> > > struct M { K k; V v; A a; };
template <typename K, typename A = Al<P<K> > > struct N { K k; A a; };
}
__global__ void k1(lib::M<int, float> *p) {}
__global__ void k2(lib::N<int> *p) {}
void h() { k1<<<1,1>>>(0); k2<<<1,1>>>(0); }
