// DESC: host lowering in templates: a value template argument naming constants the parameters do not decide (an enumerator, a static constant of the enclosing class, an expression of them) is printed as its value, one naming a parameter as written; a local declared with a local alias of a dependent type has a dependent type, so its members converted are kept whole for the instance
int first_function(int x) { return x + 1; }

template <typename E, int N, int M> struct Scan { E v[N]; };
enum Algo { WARP = 1, RAKE = 2 };
template <Algo A> struct ByAlgo { int x; };

template <int K>
struct Table {
  static constexpr int kM = 4;
  static constexpr int kN = K;
  using Fixed = Scan<int, 2, WARP>;
  typedef Scan<int, 2, RAKE> Fixed2;
  using ByMember = Scan<int, kM, WARP + 1>;
  using ByParam = Scan<int, kN, RAKE>;
  Scan<int, 1, WARP> first;
  ByAlgo<WARP> algo;
  int get() { Scan<int, 3, RAKE> local = {}; return local.v[0]; }
};

struct Traits { struct Elem { float a; float b; }; };

template <typename T>
__global__ void kernel(float *out) {
  using Elem = typename T::Elem;
  Elem combined;
  combined.a = 1.0f;
  combined.b = out[0];
  float h = combined.b;
  typedef typename T::Elem Elem2;
  Elem2 copy = combined;
  float h2 = copy.a;
  Scan<int, 8, WARP> *unused = 0;
  out[0] = h + h2 + (unused != 0);
}

int run(float *out) {
  kernel<Traits><<<1, 1>>>(out);
  Table<1> t;
  return t.get() + sizeof(Table<2>::Fixed) + sizeof(Table<2>::ByMember);
}
