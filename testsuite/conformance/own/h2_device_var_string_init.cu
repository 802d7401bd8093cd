// DESC: cufe's own case (recorded with the real cudafe++ 13.5): string literals initializing `char *` device variables (#2464)
__device__ char *s = "abc";
__constant__ char *cs = "x";
__device__ const char *ok = "y";
__managed__ char *ms = "z";
