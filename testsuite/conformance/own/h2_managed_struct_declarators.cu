// DESC: cufe's own case (recorded with the real cudafe++ 13.5): __managed__ variables declared with their class definition: the shadows are null pointers in the managed section
__managed__ struct P { int a; float b; } pm;
__managed__ struct R { int a; double d; } r1, r2[2];
void h() { pm.a = 1; r1.a = r2[1].a; }
__global__ void k() { pm.a += 1; }
