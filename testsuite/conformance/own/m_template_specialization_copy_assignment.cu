// DESC: an assignment between objects of one class template specialization (spelled alike) whose template's copy assignment is implicit or defaulted is plain, not an operator call; the type of an explicit-argument function template call ending in >> (dcast<Dur<double>>(x)) is the argument it returns
template <class T> struct Dur { T v; Dur &operator=(const Dur &) = default; };
template <class T> struct Tick { T v; };
template <class T> struct Own { T v; Own &operator=(const Own &o) { v = o.v + 1; return *this; } };
template <class D, class S> D dcast(S s) { D d; d.v = s; return d; }
double use_dur(double x) {
  auto a = dcast<Dur<double>>(x);
  a = dcast<Dur<double>>(x + 1);
  Tick<int> t = dcast<Tick<int>>(2);
  t = dcast<Tick<int>>(3);
  auto o = dcast<Own<float>>(x);
  o = dcast<Own<float>>(x * 2);
  return a.v + t.v + o.v;
}
