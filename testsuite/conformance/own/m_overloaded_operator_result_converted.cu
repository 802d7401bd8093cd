struct It { int &operator*() const; It &operator++(); bool operator!=(const It &) const; int operator+(int) const; int operator-() const; };
void take_long(long);
void take_int(int);
__global__ void k(int *p) {}
long f(It it, It e) {
  long s = 0;
  s += *it;
  s = *it;
  long s2 = *it;
  double d = it + 1;
  d += it + 1;
  take_long(*it);
  take_int(*it);
  take_long(it + 2);
  int i = 0;
  i += *it;
  i = -it;
  s -= -it;
  float fl = *it;
  return s + s2 + (long)d + i + *it;
}
