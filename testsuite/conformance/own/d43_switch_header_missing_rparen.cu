enum Op { ADD, SUB };
__device__ int apply(Op op, int a, int b) {
  switch (op {
  case ADD: return a + b;
  case SUB: return a - b;
  }
  return 0;
}
