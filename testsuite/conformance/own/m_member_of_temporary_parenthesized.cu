struct Str { const char *c_str() const; Str sub(int) const; int n; Str(); Str(const Str &); ~Str(); };
struct Pod { const char *c_str() const; Pod sub(int) const; int n; };
Str make();
Pod makep();
__global__ void k() {}
int main() {
  Str s; Pod p;
  const char *a = s.sub(1).c_str();
  const char *b = make().c_str();
  const char *c = p.sub(1).c_str();
  const char *d = makep().c_str();
  int e = s.sub(2).n + p.sub(3).n;
  k<<<1, 1>>>();
  return (a == b) + (c == d) + e;
}
