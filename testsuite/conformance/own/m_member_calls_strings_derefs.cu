// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a member function defined outside its class calls the class's other member functions through this->; a string literal converted to bool shows the conversion (n > 0 && ("message")); *p++ assigns the pointer's element type
struct Dom {
  int n;
  int numElem() const { return n; }
  void note(const char *s);
  void run(const char *f);
  int total() const;
};
void Dom::note(const char *s) { (void)s; }
void Dom::run(const char *f) {
  note(f);
  for (int i = 0; i < numElem(); ++i) note(f);
}
int Dom::total() const { return numElem() * 2; }
int check(int n, unsigned char *dst, const char *m) {
  bool b = m && "x";
  bool ok = n > 0 && "n must be positive";
  b = b || ok;
  *dst++ = 0;
  *(dst++) = 1;
  dst[0] = 2;
  return b;
}
