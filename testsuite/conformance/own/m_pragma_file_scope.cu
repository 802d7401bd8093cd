#pragma pack(push, 4)
struct S { char c; int i; };
#pragma pack(pop)
#pragma GCC diagnostic ignored "-Wunused-variable"
int g;
int g2;
#pragma message("file scope")
struct T {
#pragma omp declare simd
  int x;
};
int main() { return g + g2; }
