// DESC: a kernel template's parameter of a class template with a value argument (`Arr<T, 3>`, `Arr<T, N>` with `N` its own non-type parameter): the kernel mangles `N` as an expression (`XT0_E`), each instance's typedef spells the value cast (`Arr<float, (int)4>`) and mangles it as a literal (`Li4E`), and sizes the class
int first_function(int x) { return x + 1; }
template <class T, int N> struct Arr { T v[N]; char tag; };
template <class T, int N> __global__ void kn(Arr<T, N> a, int last) { }
template <class T> __global__ void k3(Arr<T, 3> a, int last) { }
void h(Arr<float, 4> a, Arr<double, 3> b) {
  kn<float, 4><<<1, 1>>>(a, 1);
  k3<double><<<1, 1>>>(b, 2);
}
