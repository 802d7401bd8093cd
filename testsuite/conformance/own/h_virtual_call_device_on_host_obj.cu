// DESC: cufe's own case (recorded with the real cudafe++ 13.5): virtual_call_device_on_host_obj
struct B { __device__ virtual int f() { return 1; } };
int h(B *b) { return b->f(); }
