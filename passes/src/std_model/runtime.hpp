// The CUDA runtime's plain typedefs of pointers to its opaque structs
// (driver_types.h): a raw .cu has not read them, yet a `nullptr` stored
// into one converts, and a kernel taking one mangles and sizes it as the
// pointer (`P9cudaArray`) while its stub keeps the typedef's name. The
// runtime's `__device_builtin__` typedefs, which the stub sees through,
// are a table instead (`lower::stub::RUNTIME_BUILTIN_TYPEDEFS`).
struct cudaArray;
typedef struct cudaArray *cudaArray_t;
typedef const struct cudaArray *cudaArray_const_t;
struct cudaMipmappedArray;
typedef struct cudaMipmappedArray *cudaMipmappedArray_t;
typedef const struct cudaMipmappedArray *cudaMipmappedArray_const_t;
struct CUgraphExec_st;
typedef struct CUgraphExec_st *cudaGraphExec_t;
struct CUgraphDeviceUpdatableNode_st;
typedef struct CUgraphDeviceUpdatableNode_st *cudaGraphDeviceNode_t;
struct cudaAsyncCallbackEntry;
typedef struct cudaAsyncCallbackEntry *cudaAsyncCallbackHandle_t;
typedef void (*cudaHostFn_t)(void *userData);
