// DESC: cufe's own case (recorded with the real cudafe++ 13.5): in a template, an initializer choosing between two lvalues on a value-dependent condition is parenthesized whole, as is the address of an object of a dependent type (cast or not); a null pointer constant as the last operand of ?: is converted (parenthesized) even when the other arm's type is not known; nullptr as a pointer parameter's default argument prints as 0
template <typename T, bool aT>
void f(const T *a, const T *__restrict__ ar, int n, const double *A, double *B, float y) {
  for (int i = 0; i < n; i++) {
    double a7 = aT ? B[i] : A[i];
    double a8 = aT ? y : y;
    double a9 = n ? A[i] : A[i + 1];
    double a10 = a[i] ? A[i] : A[i + 1];
    double a11 = aT ? A[i] + 1 : A[i + 1];
    double a12 = aT ? 1.0 : A[i + 1];
    int c = aT ? 1 : 2;
    const char *p1 = (const char *)&a[i];
    const unsigned char *p2 = (const unsigned char *)&ar[i];
    const char *p3 = (const char *)&A[i];
    const char *p5 = (const char *)a;
    const char *p6 = (const char *)(a + i);
    const T *p8 = &a[i];
    y = a7 + a8 + a9 + a10 + a11 + a12 + c + p1[0] + p2[0] + p3[0] + p5[0] + p6[0] + (float)p8[0];
  }
}
double *g(double *d, int steps, bool ci) {
  double *b = steps ? d + steps : nullptr;
  double *e = ci ? nullptr : d;
  return b ? b : e;
}
void k(int n, double *__restrict__ d_fc = nullptr, int *z = nullptr, int *w = 0);
void use(const float *a, const double *A, double *B) { f<float, true>(a, a, 3, A, B, 1.0f); k(1); }
