// DESC: cufe's own case (recorded with the real cudafe++ 13.5): shared_constant
__shared__ __constant__ int bad;
