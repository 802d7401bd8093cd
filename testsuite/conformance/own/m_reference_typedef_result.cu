// DESC: a member function returning a reference to a typedef of an arithmetic type (Int_t &cycle()) gives that type: it converts in arithmetic (parenthesized)
int plain(int x) { return x + 1; }
typedef int Int_t;
typedef double Real_t;
class Domain {
public:
  Int_t &cycle() { return m_cycle; }
  Int_t cycle2() { return m_cycle; }
  int &cycle3() { return m_cycle; }
  Real_t &t() { return m_t; }
private:
  Int_t m_cycle;
  Real_t m_t;
};
double f(Domain &d, double e, int nx) {
  double a = (e * 1e6) / d.cycle() / nx;
  double b = (e * 1e6) / d.cycle2();
  double c = (e * 1e6) / d.cycle3();
  double g = nx / d.t();
  return a + b + c + g;
}
