// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a local closure named like a global function hides its parameter types, so a class element passed to it shows no conversion (pnorm(pts[i]), not pnorm((pts[i]))), while the global function's float parameter converts it through the conversion function
struct Pt { float x, y; operator float() const { return x; } };
float pnorm(float v);
float total(const Pt *pts, int n) {
  float t = 0;
  for (int i = 0; i < n; ++i) { t += pnorm(pts[i]); }
  auto pnorm = [](const Pt &p) { return p.x * p.x + p.y * p.y; };
  for (int i = 0; i < n; ++i) { t += pnorm(pts[i]); }
  return t;
}
