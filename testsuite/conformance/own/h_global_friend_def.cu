// DESC: cufe's own case (recorded with the real cudafe++ 13.5): global_friend_def
struct S { friend __global__ void k(int *p) { *p = 1; } };
