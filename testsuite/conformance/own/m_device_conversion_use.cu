// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a class's one __device__ conversion function, used from the host where the object must convert: returned as an arithmetic type, cast, a condition or logical operand, a local initialized, arithmetic with a number, an argument to an arithmetic parameter; reported at the converted name
struct W { int v; __device__ operator int() const { return v; } };
struct B { __device__ explicit operator bool() const { return true; } };
struct H { int v; operator int() const { return v; } };
struct F { __device__ operator float() const { return 1.0f; } };
void take(int);
void takef(double, int);
int h(W w) { return w; }
int h2(W w) { return static_cast<int>(w); }
int h3(W w) { int x = w; return x; }
int h4(W w) { return (int)w; }
int h5(W w) { return int(w); }
bool h6(B b) { if (b) return true; return !b; }
int h7(W w) { return w + 1; }
void h8(W w, F f) { take(w); takef(f, 2); }
int h9(H hh) { return hh; }
__host__ __device__ int h10(W w) { return w; }
__device__ int h11(W w) { return w; }
double h12(F f) { double d = f; return d; }
W h13(W w) { return w; }
bool h14(B b, W w) { return b && w; }
