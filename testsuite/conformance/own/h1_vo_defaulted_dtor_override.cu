struct Base { __device__ virtual ~Base() = default; };
struct D1 : Base { __device__ ~D1() = default; };
struct D2 : Base { __host__ __device__ ~D2() = default; };
struct HB { __host__ __device__ virtual ~HB() = default; };
struct E1 : HB { __device__ ~E1() = default; };
struct E2 : HB { ~E2() = default; };
struct E3 : HB { __host__ __device__ ~E3() = default; };
struct NV { ~NV() {} };
struct E4 : NV { __device__ ~E4() = default; };
