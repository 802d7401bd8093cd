// DESC: floating default arguments print in parentheses; operator expressions as default arguments are spaced; const arithmetic locals (floating ones too) are constants that fold what uses them; in a template, a constant computed from the value parameters folds, and an enumerator meeting a value parameter shows no conversion; a structure member of a typedef'd arithmetic type converts what is assigned to it
enum TF { TF_A = 0, TF_B = 1 };
template <int M> __device__ float g(float x, float w = 0.0f) { return x * w; }
template <int M> float h(float x, float w = 0.0f) {
  const float rs = float(M != TF_A ? 4 : 1);
  const float ts = 0.01f * rs;
  if (M != TF_A) { x += 1; }
  return x * w * ts;
}
float k(float x, float w = 0.0f) { return x * w; }
void u() { h<1>(1.0f); }
void k7(double d = 1.0, int i = -1, unsigned u = 3, bool b = true, char c = 'a', float f = 1, long l = 2L, float g = 1.5f, int j = 2 + 3, float *p = 0, float q = -1.0f);
void z7() { const float a = 2.0f; const float b = 0.5f * a; float c = a * 3; const double d = 1.0; double e = d * 2.0; const int n = 3; int m = n * 2; (void)b; (void)c; (void)e; (void)m; }
enum TF2 { TF2_A = 0, TF2_B = 1 };
void z8(int v, unsigned u) { const int n = 3; bool b = n != TF2_A; bool c = v != TF2_A; bool d = 3 != TF2_B; unsigned e = u + n; unsigned f = n + 2u; (void)b; (void)c; (void)d; (void)e; (void)f; }
template <int M> void t8(int v, unsigned u) { bool b = M != TF2_A; bool c = v != TF2_A; unsigned e = u + M; unsigned f = M + 2u; long g = M * 2L; (void)b; (void)c; (void)e; (void)f; (void)g; }
typedef unsigned int uint9;
struct PF9 { uint9 size; uint9 mask; };
struct H9 { uint9 fourcc; uint9 size; PF9 pf; unsigned raw; };
void f9(int h) { H9 header; header.size = 124; header.raw = 5; header.pf.size = 32; header.fourcc = h; (void)header; }
