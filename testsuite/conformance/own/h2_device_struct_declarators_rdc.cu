// FLAGS: -rdc=true
// DESC: cufe's own case (recorded with the real cudafe++ 13.5): with -rdc, device and managed variables declared with their class definition are hidden and registered
__device__ struct Q { int a; } dq;
__managed__ struct R { int b; } rm;
void h() { rm.b = 1; }
