// DESC: device op returning aggregate via braced list
struct C { float r; };
__device__ C mul(C a) { return {a.r}; }
