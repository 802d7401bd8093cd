// DESC: cufe's own case (recorded with the real cudafe++ 13.5): in a function template, an operator whose operand's type depends on the template parameters is not resolved to an operator function, so an ostream chain prints as plain operators ((std::cout << (v[i])) << " ")
#include <iostream>
template <int np, typename real>
void compare(const real a[np][np], const real b[np][np], const real *v) {
  for (int i = 0; i < np; i++)
    for (int j = 0; j < np; j++) {
      std::cout << a[i][j] - b[i][j] << "    " << a[j][i] << "\n";
      std::cout << v[i] << " " << i << "\n";
    }
}
int main() {
  double a[2][2] = {}, b[2][2] = {}, v[2] = {};
  compare<2, double>(a, b, v);
  return 0;
}
