// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a pure virtual function's declaration is followed by a blank, unlike a defaulted or deleted one
int plain(int x) { return x + 1; }
struct Shape { __device__ virtual float area() const = 0; __device__ virtual ~Shape() {} };
struct S2 { virtual float area() const = 0; virtual ~S2() {} };
struct S3 { __device__ virtual float area() const = 0; int x; };
struct S4 { __device__ float area() const; __device__ int g(); int x; };
struct S5 { __host__ __device__ virtual float area() const = 0; int x; };
struct S6 { S6() = default; virtual void f() = 0; S6(int) = delete; int y; };
