// DESC: cufe's own case (recorded with the real cudafe++ 13.5): lambda_global_annotation
void h() { auto l = [] __global__ (int x) { return; }; }
