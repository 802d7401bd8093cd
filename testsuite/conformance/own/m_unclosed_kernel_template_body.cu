template <typename T>
__global__ void k(T *p) {
  *p = T(1);

int main() { k<<<1, 1>>>((int *)0); }
