// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a __managed__ variable's `auto` printed as its initializer's type; an extern array of unknown bound registered with size 0
__managed__ auto ma = 3.0f;
__managed__ auto mb = 'c';
__device__ auto da = 2u;
extern __managed__ int mu[];
void h() { ma = 1.0f; mb = 'd'; mu[0] = 1; }
