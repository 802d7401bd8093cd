// DESC: host lowering: a builtin scalar type's value-initialization T() is the constant zero of the type, printed as a cast of 0 and folded like any constant; a typedef of a scalar type keeps its T() as written
typedef unsigned long my_size;

int values(int a) {
  int x = int();
  float y = float();
  long z = a + int();
  double w = double() * 2;
  bool b = bool();
  unsigned u = unsigned();
  unsigned long ul = (unsigned long)a + (unsigned long)(0);
  my_size s = my_size();
  int v[2] = {int(), 1};
  return x + (int)y + z + (int)w + b + u + int(3) + (int)ul + (int)s + v[0];
}
