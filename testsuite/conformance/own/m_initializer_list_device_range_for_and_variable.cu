#include <initializer_list>
enum class Op : int { Add, Mul };
__global__ void k(int *p) {
  int s = 0;
  for (int x : {p[0], p[1], 3}) s += x;
  std::initializer_list<int> il = {4, 5};
  p[2] = s + (int)il.size();
}
int host() { int s = 0; for (Op o : {Op::Add, Op::Mul}) s += (int)o; return s; }
