enum Mode { MA, MB };
struct Desc { Mode m; int flag; float f; };
struct Obj {
  int v;
  bool ready() const { return v > 0; }
  int get() { return v; }
  void set(int x) { v = x; }
  int twice() { return get() * 2 + (ready() == 0); }
  void run() { set(1); if (ready()) set(get() + 1); }
};
float g(float x) { return x; }
void f(Desc &d, Mode m)
{
  float a = 0.0;
  double b = 1.5f;
  int c = 2.5;
  a = 1.0;
  a += 2.0;
  float e = a * 2.0;
  float h = g(0.5);
  d.m = MA;
  d.flag = false;
  d.f = 1;
  m = MB;
  Mode k = MA;
  bool t = 1;
  long l = 'a';
  a = c ? 1.0 : 2.0f;
  (void)b; (void)e; (void)h; (void)k; (void)t; (void)l;
}
