// DESC: a class object's subscript calls its operator[]; the call's result converted (a char promoted) is parenthesized, typed through a class template's member typedef, not a specialization's
struct BitRef { operator bool() const; };
template <class T, class A = int> class Buf {
public:
  typedef T value_type;
  typedef value_type &reference;
  typedef const value_type &const_reference;
  reference operator[](int i);
  const_reference operator[](int i) const;
};
template <class A> class Buf<bool, A> {
public:
  typedef BitRef reference;
  typedef bool const_reference;
  reference operator[](int i);
  const_reference operator[](int i) const;
};
typedef Buf<char> CharBuf;
struct S { char operator[](int) const; char &at(int); };
void g(int n, char c, S s) {
  int bad = 0;
  if (c == '>') bad++;
  if (s[0] == '>') bad++;
  if (s.at(0) == '>') bad++;
  if (s[0] == c) bad++;
  Buf<char> b;
  if (b[0] == '>') bad++;
  CharBuf cb;
  if (cb[1] == '<') bad++;
  Buf<int> ib;
  if (ib[0] == n) bad++;
  bad += ib[1];
  bad += n;
}
