// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a member function called through a __device__ pointer reads the pointer
struct P { int x; int get() const { return x; } };
__device__ P *pp;
int h() { return pp[0].get(); }
int g() { return pp->get(); }
