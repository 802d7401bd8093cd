// DESC: host lowering: a class template specialization with a pointer among its arguments is a class (its element access returns the pointer, a plain lvalue), and a local declared auto from a member function's result holds that class, so comparing it calls its operator
int first_function(int x) { return x + 1; }

template <typename K, typename V> struct Map { V &operator[](const K &); int size() const; };
struct Name { Name(const char *); bool operator==(const char *) const; };
struct Grid { Name fill(int); double *data; int nc; };

int use(Grid *g, int lc) {
  Map<int, Grid *> grids[10];
  Map<int, Grid *> one;
  auto name = g->fill(1);
  if (name == "Break") { return 1; }
  grids[lc / 16][3] = g;
  one[2] = g;
  double *p = grids[0][2]->data;
  *p = 1.0;
  return grids[0][3]->nc * 2 + (one.size() > 1);
}
