// DESC: `this` in a member function of a class (defined in the class or outside it) points to that class: `this->w_` has its data member's type, also through a typedef and a multi-declarator member, so literals compared with or combined with it convert ((this->w_) > (0) for an unsigned long member)
typedef unsigned long tm_sz;
class TmSE {
public:
  void f();
  int g();
  int h() { return this->k_ > 1; }
private:
  bool v_;
  tm_sz w_, h_, d_;
  tm_sz k_;
  float r_;
};
void TmSE::f() {
  if (this->w_ > 0 && this->h_ > 0 && this->d_ > 0 && k_ > 0) { v_ = false; }
  w_ = this->w_ + ((4 - this->w_ % 4) % 4);
  this->r_ = this->r_ * 2;
}
int TmSE::g() { return h_ > 0 && this->v_ == 1; }
