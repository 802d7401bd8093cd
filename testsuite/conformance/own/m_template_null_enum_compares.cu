// DESC: cufe's own case (recorded with the real cudafe++ 13.5): in a template a null pointer constant on the left of a pointer comparison shows no conversion (on the right it does), and an enumerator compared with an expression that depends on the template's parameters shows no promotion
enum shrBOOL2 { shrFALSE2 = 0, shrTRUE2 = 1 };
int gn(const char *p, int *q) { int r = 0; if (0 != p) r++; if (0 == q) r++; if (q == 0) r++; if (p != 0) r++; if (nullptr == p) r++; return r; }
template <class T> int hn(const T *data, int *q) { int r = 0; if ((0 != data) != shrTRUE2) r++; if ((0 != q) != shrTRUE2) r++; if ((data + 1 != data) == shrTRUE2) r++; return r; }
enum shrBOOL3 { shrFALSE3 = 0, shrTRUE3 = 1 };
template <class T> int fe(T *data, const char *name, float eps, bool b, int i, unsigned *len) {
  int r = 0;
  if ((eps >= 0) != shrTRUE3) r++;
  if (b != shrTRUE3) r++;
  if (i != shrTRUE3) r++;
  if ((name != 0) != shrTRUE3) r++;
  if ((0 != len) != shrTRUE3) r++;
  if (!b != shrTRUE3) r++;
  if ((i > 2) == shrFALSE3) r++;
  return r;
}
