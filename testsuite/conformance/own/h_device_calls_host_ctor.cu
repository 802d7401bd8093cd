// DESC: cufe's own case (recorded with the real cudafe++ 13.5): device_calls_host_ctor
struct A { A() {} };
__device__ void d() { A a; }
