// DESC: a local declaration is placed at its first declarator's line (float on one line, *a on the next: the next)
float
  *ga,
  *gb;
int main()
{
    float
        // c
        *a = 0,
        *b = 0;
    int
      x = 1;
    static const
      int y = 2;
    return x + y + (a == b);
}
