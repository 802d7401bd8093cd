struct S { typedef unsigned long size_type; size_type size() const; unsigned long len() const; };
template <class T> struct V { typedef unsigned long size_type; size_type size() const; };
__global__ void k() {}
int main() {
  S s; V<int> v;
  unsigned long n1 = s.size() + 1;
  unsigned long n2 = s.len() + 1;
  unsigned long n3 = v.size() + 1;
  return (int)(n1 + n2 + n3);
}
