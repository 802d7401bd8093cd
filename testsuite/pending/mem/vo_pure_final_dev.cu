// DESC: pure virtual function marked final with __device__
struct B { __device__ virtual int f() final = 0; };
