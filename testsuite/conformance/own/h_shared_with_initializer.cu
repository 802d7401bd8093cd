// DESC: cufe's own case (recorded with the real cudafe++ 13.5): shared_with_initializer
__shared__ int s = 1;
