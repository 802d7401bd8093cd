// DESC: cufe's own case (recorded with the real cudafe++ 13.5): inline_device_var_no_rdc
inline __device__ int x = 1;
