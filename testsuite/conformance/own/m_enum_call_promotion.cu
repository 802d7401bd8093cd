// DESC: a call returning an enumeration (the runtime cudaError_t, a unit enum, through typedefs) is promoted by an operator, shown as parentheses; a typedef of a declared class or enumeration names it without its key
enum Color { RED, GREEN };
Color pick(int);
typedef enum Color color_t;
color_t pick2(int);
int main() {
  int *d;
  if (cudaMalloc((void **)&d, 4) != cudaSuccess) return 1;
  if (cudaSuccess != cudaGetLastError()) return 2;
  if (!cudaDeviceSynchronize()) return 3;
  cudaError_t e = cudaFree(d);
  if (pick(1) == RED) return 4;
  if (pick2(1) == GREEN) return 5;
  int k = pick(2) + 1;
  bool b = pick(3);
  return e == cudaSuccess ? 0 : 1;
}
struct SS { int a; };
enum EE { EE1 };
typedef struct SS SS;
typedef struct SS S2;
typedef enum EE EE;
typedef enum EE E2;
typedef struct SS *SP;
typedef struct TT TT;
typedef struct UU { int b; } U2;
