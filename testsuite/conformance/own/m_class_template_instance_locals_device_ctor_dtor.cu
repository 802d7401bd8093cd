template <class T> struct B { T t; __device__ ~B() {} };
template <class T, int N> struct C { T a[N]; __device__ C() {} };
namespace ns { template <typename T> struct D { __device__ D(int) {} }; }
template <class T> void use() { B<T> b; }
int main() {
  use<int>();
  B<float> f;
  C<double, 4> c;
  ns::D<char> d(1);
  return 0;
}
