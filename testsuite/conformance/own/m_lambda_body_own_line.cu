// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a lambda whose body's brace stands on a later line than the last printed line of its head gets that line of its own (marker, then the brace), as a function body does; a brace on the line of the parameter list's last line, or of the statement, stays there
int plain(int x) { return x + 1; }
int use(int);
int main()
{
  int z = 3;
  auto a = [] (float *vec, int size)
  {
    for (int i = 0; i < size; i++)
    {
      vec[i] = 0;
    }
  };
  auto b = [&](int x)
  {
    return x + z;
  };
  auto c = [=](int x) -> int
  {
    return x * z;
  };
  auto d = []
  {
    return 1;
  };
  auto e = [](int x) mutable
  {
    return x;
  };
  auto f = [](int x,
              int y) {
    return x + y;
  };
  auto g = [](int x,
              int y)
  {
    return x - y;
  };
  auto h =
    [](int x) { return x; };
  float v[2];
  a(v, 2);
  return use(b(1) + c(2) + d() + e(3) + f(4, 5) + g(6, 7) + h(8) + [](int q)
  {
    return q;
  }(9));
}
