// DESC: cufe's own case (recorded with the real cudafe++ 13.5): an access label that does not change the access (the class key's default at first, or a repeat) is not printed; a data member named alone (through this) as an operator function's operand is parenthesized, (os << (n_))
struct Os { Os &operator<<(unsigned); Os &operator<<(const char *); Os &operator<<(float *); };
extern Os out;
class A {
  private:
    int a;
  private:
    int b;
  public:
    int c;
  public:
    int d;
  protected:
    int e;
  private:
    int f;
};
struct B {
  public:
    int a;
  private:
    int b;
  public:
    int c;
};
template <class T> class C { public: T x; private: T y; };
union U { public: int a; private: float b; };
class D : public B { public: int z; };
class P {
  unsigned n_;
  float *p_;
public:
  void run() { out << n_ << " x " << p_; }
  void run2();
};
void P::run2() { out << n_ << "y"; }
int use() { A a; B b; C<int> c; U u; D d; P p; p.run(); p.run2(); return sizeof(a) + sizeof(b) + sizeof(c) + sizeof(u) + sizeof(d); }
