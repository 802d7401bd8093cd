void sink(const void *);
struct A { unsigned int u; int i; float f; double d; unsigned char c; };
struct P { int *p; const char *s; long l; };
struct N { A a; int k; };
enum E { E0, E1 };
struct Q { E e; unsigned short h; };
struct R { int arr[2]; unsigned x; };
void f()
{
    A a = {1, 2, 3, 4.0, 5};
    A a2 = {1u, -2, 3.0f};
    P p = {0, "hi", 7};
    N n = {{1, 2}, 3};
    Q q = {E1, 9};
    R r = {{1, 2}, 3};
    A a3{1, 2};
    static A sa = {6, 7};
    sink(&a); sink(&a2); sink(&p); sink(&n); sink(&q); sink(&r); sink(&a3); sink(&sa);
}
A ga = {1, 2, 3, 4, 5};

struct B2 { int i; long l; float f; unsigned u; };
void g2(int);
void f_neg()
{
    int i = -2;
    int arr[3] = {-2, 3, -4};
    B2 b = {-2, -3, -4, 5};
    B2 c = {-2};
    g2(-2);
    int j = {-2};
    long l = -2;
    sink(&i); sink(&arr); sink(&b); sink(&c); sink(&j); sink(&l);
}

struct B3 { int i; long l; float f; unsigned u; };
constexpr int NN = 4;
void f_fold(int v)
{
    int arr[4] = {1 + 2, NN * 2, v + 1, -v};
    B3 b = {1 + 2, NN * 2, 3 * 1};
    float fa[2] = {-1.5f, 2 * 3};
    unsigned ua[2] = {1 + 2, 4 - 1};
    sink(&arr); sink(&b); sink(&fa); sink(&ua);
}

void f_braces(int v)
{
    int a = {5};
    int b = {-2};
    unsigned c = {5};
    float d = {1};
    int e = {v};
    int g{5};
    int h{-2};
    unsigned k{7};
    int *p = {0};
    double q = {1.0 * v};
    sink(&a); sink(&b); sink(&c); sink(&d); sink(&e); sink(&g); sink(&h); sink(&k); sink(&p); sink(&q);
}
int gc = {3};
unsigned gb = {4};
