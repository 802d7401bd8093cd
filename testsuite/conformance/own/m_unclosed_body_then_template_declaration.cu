void setup() {
  int x = 0;

template <typename T>
__global__ void k(T *p) { *p = T(); }

int main() { setup(); }
