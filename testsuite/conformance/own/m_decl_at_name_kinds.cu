static int
xv = 5;
__device__ int
df(int x) { return x; }
__global__ void
kern(int *p) { }
template <class T>
T
tf(T x) { return x; }
template <class T> T
tg(T x) { return x; }
struct S {
  int
  m(int x) { return x; }
  __device__ int
  dm(int x) { return x; }
};
inline int
il(int x) { return x; }
const char *
cp(void) { return 0; }
int main() { return tf(1) + tg(2) + il(3) + xv + (cp() != 0); }
