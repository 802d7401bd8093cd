// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a class object designated other than by its name (p[i], *p, s.h, ps->h) and converted to an arithmetic type is the operand of its conversion function's call, so it is parenthesized (float g = (p[i]); if ((p[0])), return (p[1]);); a named object is not; a built-in operator applied to such an object is no operator function call when no operator function could take its class
struct H { float v; operator float() const { return v; } };
struct W { H h; H arr[4]; };
struct V { int x; };
V operator+(V a, V b) { V r; r.x = a.x + b.x; return r; }
float takef(float x) { return x; }
float ret(const H *p) { return p[1]; }
float ret2(H h) { return h; }
void h(const H *got, int i, W w, W *pw, H &ref, H val) {
  float g = got[i];
  float g2 = *got;
  float g3 = w.h;
  float g4 = pw->h;
  float g6 = ref;
  float g7 = val;
  double g8 = got[i];
  float a = takef(got[i]);
  float b;
  b = got[i];
  bool c = got[i];
  int d = (int)got[i];
  float e = got[i] * 2.0f;
  takef(*got + 1.0f);
  takef(g + g2 + g3 + g4 + g6 + g7 + g8 + a + b + c + d + e);
  if (got[0]) {}
  while (pw->h) {}
}
