__device__ int a;
} struct S { int x; };
}
