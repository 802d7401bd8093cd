// DESC: host lowering: typename before a member alias of a class template is kept when the alias depends on the template's parameters, through a static constant initialized from one or a nested class (members of the current instantiation), also inside a class nested in the template; it is dropped before a member alias that names a fixed type
int first_function(int x) { return x + 1; }

template <typename E, int N, int M> struct Scan { struct TempStorage { E v[N]; }; typedef int I; };

template <int K, bool B>
struct Traits {
  static constexpr int kN = K;
  struct Elem { float a; float b; };
  using Fixed = Scan<int, 2, 1>;
  using FixedCount = Scan<int, 4, 1>;
  typedef Scan<int, K, 3> Dep;
  using ByConstant = Scan<int, kN, 1>;
  using ByNested = Scan<Elem, 2, 1>;
  struct Shared {
    typename Fixed::TempStorage a;
    typename Dep::TempStorage b;
    typename ByConstant::TempStorage c;
    typename ByNested::TempStorage d;
    typename FixedCount::I e;
    Fixed::I count;
  };
  typename Fixed::I f;
  typename Dep::I g;
  static constexpr int size = sizeof(Shared);
};

int run() {
  Traits<4, true>::Shared s;
  s.count = 1;
  return s.count + Traits<2, false>::size;
}
