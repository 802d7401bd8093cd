// DESC: GCC's builtins have their types (__builtin_inff() is a float), and one of the constant ones converted in an initializer is folded: parenthesized
double g(float f, int n) {
  double beta_max = __builtin_inff();
  beta_max = __builtin_inff();
  float fm = __builtin_inff();
  fm = __builtin_huge_valf();
  double h = __builtin_huge_val();
  float nn = __builtin_nanf("");
  long double ld = __builtin_inf();
  if (f < __builtin_inff()) n++;
  return beta_max + fm + h + nn + n + (double)ld;
}
