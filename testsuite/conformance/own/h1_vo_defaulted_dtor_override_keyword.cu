// FLAGS: -std=c++17
struct Base { __device__ virtual ~Base() {} };
struct D1 : Base { __device__ ~D1() override = default; };
struct D2 : Base { ~D2() override = default; };
