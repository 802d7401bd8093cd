// DESC: the address of a constant is itself a constant only when the object is static (a const local automatic is not), and a string literal cast to a pointer shows its conversion to an address
const float gtol = 1e-5f;
int main() {
  const float tol = 1e-5f;
  int N = 3;
  static const int sc = 4;
  void *args[] = {(void *)&N, (void *)&tol, (void *)&gtol, (void *)&sc};
  char *rf = (char *)"file.dat";
  const char *rg = "x";
  return 0;
}
