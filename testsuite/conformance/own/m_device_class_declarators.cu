// DESC: cufe's own case (recorded with the real cudafe++ 13.5): device and constant variables declared with a class definition (before or after the class, named or unnamed, with initializers) get static host shadows without initializers and are registered with the class's size; the stub registers namespaces' variables in the order the namespaces are first opened; an external variable with an initializer names the module
__device__ struct P { int a; float b; } p = {1, 2.0f};
__constant__ struct { int n; } cfg = {4}, cfg2;
namespace nn { __device__ struct W { double d; } w; }
struct H { int x; } h = {3};
static __device__ struct S { char c; } s;
namespace a { namespace y { struct T {}; } }
namespace a { namespace x { __device__ int v1; } }
namespace a { namespace y { __device__ int v2; } }
namespace a { __device__ int v0; }
namespace b { __device__ int w0; }
namespace a { namespace z { __device__ int v3; } }
__device__ struct Q { int f(); } q;
__device__ struct { } e;
__device__ struct R { int a; } __device__ r;
