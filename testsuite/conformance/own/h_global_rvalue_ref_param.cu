// DESC: cufe's own case (recorded with the real cudafe++ 13.5): global_rvalue_ref_param
__global__ void k(int &&x) {}
