// A conditional whose arms have class type, one a prvalue, makes a
// temporary (printed in parentheses); a call as its last arm shows its
// conversion in another pair, unless the middle arm is a call of the
// same type (through typedefs).
struct V { float x, y; };
struct W { float x, y; W(float a) : x(a), y(a) {} };
V mk(float a);
W mw(float a);
typedef V VT;
VT mkt(float a);
void h(V *o, W *w, const V *in, int j, V loc) {
  o[0] = j ? V{1, 2} : mk(2);
  o[1] = j ? mk(2) : V{1, 2};
  o[2] = j ? mk(2) : mkt(3);
  o[3] = j ? mk(1) : mk(2);
  o[4] = j < 3 ? in[j] : mk(0);
  o[5] = j ? loc : V{1, 2};
  o[6] = j ? V() : loc;
  w[0] = j ? mw(1) : mw(2);
  w[1] = j ? W(1) : mw(2);
  w[2] = j ? mw(1) : W(2);
  w[3] = j ? w[1] : mw(2);
  V c = j ? mk(1) : mk(2);
  const V &d = j ? mkt(1) : mk(2);
  o[7] = c.x < d.x ? c : d;
}
void vectors(float4 *p, int j, int n) {
  p[0] = j < n ? p[j] : make_float4(0, 0, 0, 0);
  p[1] = j < n ? make_float4(1, 2, 3, 4) : make_float4(j, 2, 3, 4);
  float2 q = j ? make_float2(1, 2) : make_float2(3, 4);
  p[2].x = q.x;
}
