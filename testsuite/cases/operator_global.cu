struct F { __global__ void operator()(int) const; };
