struct S { int v; };
template <typename T> struct W { T v; };
void d1(S s);
void d2(S s[4]);
void d3(S *p);
void d4(const S &r);
void d5(int a[4]);
void d6(W<int> w[2]);
void d7(S s[4], int n);
void f2(S s[4]) { s[0].v = 1; }
void f5(int a[4]) { a[0] = 1; }
struct M {
    void m1(S s[16]) const;
    void m2(S s) const;
    void m3(const S s[2]);
};
void p1(int *a[4]);
void p2(int (*p)[4]);
void p3(int a[4][5]);
void p4(const int a[]);
void p5(int [4]);
void p6(S &r, float x[3], int n);
void p7(unsigned char a[2]);
void p8(int a[2], ...);
void p9(int *const a[3]);
