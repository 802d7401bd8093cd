struct D {
  int z;
  long y;
  static int s;
  int g() { return 1 + D::z + z + D::s; }
  long k() const { return D::y; }
  int *p() { return &(D::z); }
};
int D::s = 0;
int use() { D d; return d.g(); }
