struct S { __global__ void k(); };
