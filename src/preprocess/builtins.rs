//! The built-in environment: predefined macros (what gcc predefines on
//! x86_64 Linux, what nvcc passes with -D, and what `-include cuda_runtime.h`
//! leaves defined), the headers that count as already included, and the
//! standard headers whose absence is tolerated.

// ====================================================================
// BUILT-IN MACRO DEFINITIONS
//
// Parsed once at startup as `#define` directives, before the -D/-U options,
// in groups that differ in where gcc would have them from (this matters
// for the output: tokens spelled in a system header get line markers with
// flags `3 4` around them, tokens of gcc's own predefined macros never do):
// - `GCC_BUILTIN`: gcc's predefined macros (`<built-in>`), a modest subset;
//   `__cplusplus` comes from `PpOptions::cplusplus`;
// - `NVCC_COMMAND_LINE`: the -D options nvcc passes to the host compiler
//   (`__CUDA_ARCH_LIST__` comes from `PpOptions::arch_list`);
//   `__CUDA_ARCH__` is deliberately absent: this is the host pass;
// - `CUDA_RUNTIME`: the final state of the macros that
//   `-include cuda_runtime.h` leaves defined (crt/host_defines.h,
//   cuda_runtime_api.h, driver_types.h, ... of CUDA 13.x), with the same
//   nesting as the headers (`__global__` -> `__location__(global)` ->
//   `__annotate__(global)` -> `__attribute__((global))`) so that gcc's
//   output spacing is reproduced;
// - `SYSTEM_BASE`: user-visible macros of the C/C++ system headers that
//   cuda_runtime.h includes (stddef.h, limits.h, stdlib.h, math.h, ...),
//   exactly as glibc 2.36 / gcc 12 define them.
// `SYSTEM_ON_INCLUDE` adds the macros of a few more system headers when
// they are included (their files are not read: cufe's built-in mode has
// none).
// ====================================================================

/// gcc's predefined macros (x86_64 Linux, gnu++ mode).
pub(super) const GCC_BUILTIN: &str = r#"
#define __STDC__ 1
#define __STDC_HOSTED__ 1
#define __STDC_UTF_16__ 1
#define __STDC_UTF_32__ 1
#define __GNUC__ 12
#define __GNUC_MINOR__ 2
#define __GNUC_PATCHLEVEL__ 0
#define __GNUG__ 12
#define __VERSION__ "12.2.0"
#define __GXX_ABI_VERSION 1017
#define __GXX_RTTI 1
#define __GXX_WEAK__ 1
#define __EXCEPTIONS 1
#define __DEPRECATED 1
#define __cpp_exceptions 199711L
#define __cpp_rtti 199711L
#define __GNUC_STDC_INLINE__ 1
#define __NO_INLINE__ 1
#define _GNU_SOURCE 1
#define __STDCPP_DEFAULT_NEW_ALIGNMENT__ 16
#define __STDCPP_THREADS__ 1
#define __x86_64__ 1
#define __x86_64 1
#define __amd64__ 1
#define __amd64 1
#define __k8 1
#define __k8__ 1
#define __code_model_small__ 1
#define __MMX__ 1
#define __SSE__ 1
#define __SSE2__ 1
#define __SSE_MATH__ 1
#define __SSE2_MATH__ 1
#define __linux__ 1
#define __linux 1
#define linux 1
#define __unix__ 1
#define __unix 1
#define unix 1
#define __gnu_linux__ 1
#define __ELF__ 1
#define __LP64__ 1
#define _LP64 1
#define __pic__ 2
#define __PIC__ 2
#define __pie__ 2
#define __PIE__ 2
#define __CHAR_BIT__ 8
#define __SIZEOF_INT__ 4
#define __SIZEOF_LONG__ 8
#define __SIZEOF_LONG_LONG__ 8
#define __SIZEOF_SHORT__ 2
#define __SIZEOF_FLOAT__ 4
#define __SIZEOF_DOUBLE__ 8
#define __SIZEOF_LONG_DOUBLE__ 16
#define __SIZEOF_SIZE_T__ 8
#define __SIZEOF_WCHAR_T__ 4
#define __SIZEOF_WINT_T__ 4
#define __SIZEOF_PTRDIFF_T__ 8
#define __SIZEOF_POINTER__ 8
#define __SIZEOF_INT128__ 16
#define __SIZE_TYPE__ long unsigned int
#define __PTRDIFF_TYPE__ long int
#define __WCHAR_TYPE__ int
#define __WINT_TYPE__ unsigned int
#define __INTMAX_TYPE__ long int
#define __UINTMAX_TYPE__ long unsigned int
#define __CHAR16_TYPE__ short unsigned int
#define __INT8_TYPE__ signed char
#define __INT16_TYPE__ short int
#define __INT32_TYPE__ int
#define __INT64_TYPE__ long int
#define __UINT8_TYPE__ unsigned char
#define __UINT16_TYPE__ short unsigned int
#define __UINT32_TYPE__ unsigned int
#define __UINT64_TYPE__ long unsigned int
#define __INTPTR_TYPE__ long int
#define __UINTPTR_TYPE__ long unsigned int
#define __GLIBCXX_TYPE_INT_N_0 __int128
#define __GLIBCXX_BITSIZE_INT_N_0 128
#define __CHAR32_TYPE__ unsigned int
#define __SCHAR_MAX__ 0x7f
#define __SHRT_MAX__ 0x7fff
#define __INT_MAX__ 0x7fffffff
#define __LONG_MAX__ 0x7fffffffffffffffL
#define __LONG_LONG_MAX__ 0x7fffffffffffffffLL
#define __WCHAR_MAX__ 0x7fffffff
#define __WCHAR_MIN__ (-__WCHAR_MAX__ - 1)
#define __SIZE_MAX__ 0xffffffffffffffffUL
#define __PTRDIFF_MAX__ 0x7fffffffffffffffL
#define __INTMAX_MAX__ 0x7fffffffffffffffL
#define __UINTMAX_MAX__ 0xffffffffffffffffUL
#define __BIGGEST_ALIGNMENT__ 16
#define __ORDER_LITTLE_ENDIAN__ 1234
#define __ORDER_BIG_ENDIAN__ 4321
#define __ORDER_PDP_ENDIAN__ 3412
#define __BYTE_ORDER__ __ORDER_LITTLE_ENDIAN__
#define __FLOAT_WORD_ORDER__ __ORDER_LITTLE_ENDIAN__
#define __ATOMIC_RELAXED 0
#define __ATOMIC_SEQ_CST 5
#define __ATOMIC_ACQUIRE 2
#define __ATOMIC_RELEASE 3
#define __ATOMIC_ACQ_REL 4
#define __ATOMIC_CONSUME 1
#define __USER_LABEL_PREFIX__
#define __REGISTER_PREFIX__
#define __FLT_RADIX__ 2
#define __FLT_EVAL_METHOD__ 0
#define __DECIMAL_DIG__ 21
#define __FLT_MANT_DIG__ 24
#define __FLT_DIG__ 6
#define __FLT_MIN_EXP__ (-125)
#define __FLT_MIN_10_EXP__ (-37)
#define __FLT_MAX_EXP__ 128
#define __FLT_MAX_10_EXP__ 38
#define __FLT_DECIMAL_DIG__ 9
#define __FLT_MAX__ 3.40282346638528859811704183484516925e+38F
#define __FLT_MIN__ 1.17549435082228750796873653722224568e-38F
#define __FLT_EPSILON__ 1.19209289550781250000000000000000000e-7F
#define __FLT_DENORM_MIN__ 1.40129846432481707092372958328991613e-45F
#define __FLT_HAS_DENORM__ 1
#define __DBL_MANT_DIG__ 53
#define __DBL_DIG__ 15
#define __DBL_MIN_EXP__ (-1021)
#define __DBL_MIN_10_EXP__ (-307)
#define __DBL_MAX_EXP__ 1024
#define __DBL_MAX_10_EXP__ 308
#define __DBL_DECIMAL_DIG__ 17
#define __DBL_MAX__ double(1.79769313486231570814527423731704357e+308L)
#define __DBL_MIN__ double(2.22507385850720138309023271733240406e-308L)
#define __DBL_EPSILON__ double(2.22044604925031308084726333618164062e-16L)
#define __DBL_DENORM_MIN__ double(4.94065645841246544176568792868221372e-324L)
#define __DBL_HAS_DENORM__ 1
#define __LDBL_MANT_DIG__ 64
#define __LDBL_DIG__ 18
#define __LDBL_MIN_EXP__ (-16381)
#define __LDBL_MIN_10_EXP__ (-4931)
#define __LDBL_MAX_EXP__ 16384
#define __LDBL_MAX_10_EXP__ 4932
#define __LDBL_DECIMAL_DIG__ 21
#define __LDBL_MAX__ 1.18973149535723176502126385303097021e+4932L
#define __LDBL_MIN__ 3.36210314311209350626267781732175260e-4932L
#define __LDBL_EPSILON__ 1.08420217248550443400745280086994171e-19L
#define __LDBL_DENORM_MIN__ 3.64519953188247460252840593361941982e-4951L
#define __LDBL_HAS_DENORM__ 1
"#;

/// What nvcc passes with -D to the host compiler.
pub(super) const NVCC_COMMAND_LINE: &str = r#"
#define __CUDACC__ 1
#define __NVCC__ 1
#define __CUDACC_VER_MAJOR__ 13
#define __CUDACC_VER_MINOR__ 5
#define __CUDACC_VER_BUILD__ 37
#define __CUDA_API_VER_MAJOR__ 13
#define __CUDA_API_VER_MINOR__ 5
#define __NVCC_DIAG_PRAGMA_SUPPORT__ 1
#define __CUDACC_DEVICE_ATOMIC_BUILTINS__ 1
"#;

/// The macros left defined by `-include cuda_runtime.h`.
pub(super) const CUDA_RUNTIME: &str = r#"
#define __CUDA_RUNTIME_H__
#define __HOST_CONFIG_H__
#define _CRTIMP
#define _ACRTIMP
#define __HOST_DEFINES_H__
#define __no_return__ __attribute__((noreturn))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __inline_hint__ __attribute__((nv_inline_hint))
#define __align__(n) __attribute__((aligned(n)))
#define __maxnreg__(a) __attribute__((maxnreg(a)))
#define __local_maxnreg__(a) __attribute__((local_maxnreg(a)))
#define __thread__ __thread
#define __import__
#define __export__
#define __cdecl
#define __annotate__(a) __attribute__((a))
#define __location__(a) __annotate__(a)
#define CUDARTAPI
#define CUDARTAPI_CDECL
#define __specialization_static
#define __launch_bounds__(...) __annotate__(launch_bounds(__VA_ARGS__))
#define __builtin_align__(a) __align__(a)
#define __grid_constant__ __location__(grid_constant)
#define __host__ __location__(host)
#define __device__ __location__(device)
#define __global__ __location__(global)
#define __tile_global__ __location__(tile_global)
#define __tile__ __location__(tile)
#define __tile_builtin__ __location__(tile_builtin)
#define __experimental_foreign_decl__ __location__(experimental_foreign_decl) __tile__
#define __experimental_foreign_name__(x) __annotate__(experimental_foreign_name(x))
#define __shared__ __location__(shared)
#define __constant__ __location__(constant)
#define __managed__ __location__(managed)
#define __nv_pure__ __location__(nv_pure)
#define __device_builtin__ __location__(device_builtin)
#define __device_builtin_texture_type__ __location__(device_builtin_texture_type)
#define __device_builtin_surface_type__ __location__(device_builtin_surface_type)
#define __cudart_builtin__ __location__(cudart_builtin)
#define __cluster_dims__(...) __attribute__((cluster_dims(__VA_ARGS__)))
#define __block_size__(...) __attribute__((block_size(__VA_ARGS__)))
#define __CUDA_ARCH_HAS_FEATURE__(_FEAT) __CUDA_ARCH_FEAT_##_FEAT
#define __CUDA_HAS_ARCH_FAMILY_SPECIFIC(N) 0
#define __CUDA_HAS_ARCH_SPECIFIC(N) 0
#define __NV_TL__
#define __NV_TL_BUILTIN__
#define __CLZ_RETURN_TYPE int
#define __CLZ_PARAMETER_TYPE int
#define __CLZLL_PARAMETER_TYPE long long int
#define __CUDA_RUNTIME_API_H__
#define CUDART_VERSION 13050
#define __CUDART_API_VERSION ((__CUDA_API_VER_MAJOR__ * 1000) + (__CUDA_API_VER_MINOR__ * 10))
#define __CUDART_API_PTDS(api) api
#define __CUDART_API_PTSZ(api) api
#define CUDART_DEVICE __device__
#define __CUDA_DEVICE_RUNTIME_API_H__
#define cudaStreamGraphTailLaunch (cudaStream_t)0x0100000000000000
#define cudaStreamGraphFireAndForget (cudaStream_t)0x0200000000000000
#define cudaStreamGraphFireAndForgetAsSibling (cudaStream_t)0x0300000000000000
#define cudaStreamTailLaunch ((cudaStream_t)0x3)
#define cudaStreamFireAndForget ((cudaStream_t)0x4)
#define __DRIVER_TYPES_H__
#define cudaHostAllocDefault 0x00
#define cudaHostAllocPortable 0x01
#define cudaHostAllocMapped 0x02
#define cudaHostAllocWriteCombined 0x04
#define cudaHostRegisterDefault 0x00
#define cudaHostRegisterPortable 0x01
#define cudaHostRegisterMapped 0x02
#define cudaHostRegisterIoMemory 0x04
#define cudaHostRegisterReadOnly 0x08
#define cudaPeerAccessDefault 0x00
#define cudaStreamDefault 0x00
#define cudaStreamNonBlocking 0x01
#define cudaStreamLegacy ((cudaStream_t)0x1)
#define cudaStreamPerThread ((cudaStream_t)0x2)
#define cudaEventDefault 0x00
#define cudaEventBlockingSync 0x01
#define cudaEventDisableTiming 0x02
#define cudaEventInterprocess 0x04
#define cudaEventRecordDefault 0x00
#define cudaEventRecordExternal 0x01
#define cudaEventWaitDefault 0x00
#define cudaEventWaitExternal 0x01
#define cudaDeviceScheduleAuto 0x00
#define cudaDeviceScheduleSpin 0x01
#define cudaDeviceScheduleYield 0x02
#define cudaDeviceScheduleBlockingSync 0x04
#define cudaDeviceBlockingSync 0x04
#define cudaDeviceScheduleMask 0x07
#define cudaDeviceMapHost 0x08
#define cudaDeviceLmemResizeToMax 0x10
#define cudaDeviceSyncMemops 0x80
#define cudaDeviceMask 0xff
#define cudaArrayDefault 0x00
#define cudaArrayLayered 0x01
#define cudaArraySurfaceLoadStore 0x02
#define cudaArrayCubemap 0x04
#define cudaArrayTextureGather 0x08
#define cudaArrayColorAttachment 0x20
#define cudaArraySparse 0x40
#define cudaArrayDeferredMapping 0x80
#define cudaIpcMemLazyEnablePeerAccess 0x01
#define cudaMemAttachGlobal 0x01
#define cudaMemAttachHost 0x02
#define cudaMemAttachSingle 0x04
#define cudaOccupancyDefault 0x00
#define cudaOccupancyDisableCachingOverride 0x01
#define cudaCpuDeviceId ((int)-1)
#define cudaInvalidDeviceId ((int)-2)
#define cudaInitDeviceFlagsAreValid 0x01
#define cudaArraySparsePropertiesSingleMipTail 0x1
#define CUDART_CB
#define cudaMemPoolCreateUsageHwDecompress 0x2
#define CU_UUID_HAS_BEEN_DEFINED
#define CUDA_IPC_HANDLE_SIZE 64
#define cudaExternalMemoryDedicated 0x1
#define cudaExternalSemaphoreSignalSkipNvSciBufMemSync 0x01
#define cudaExternalSemaphoreWaitSkipNvSciBufMemSync 0x02
#define cudaNvSciSyncAttrSignal 0x1
#define cudaNvSciSyncAttrWait 0x2
#define cudaDevSmResourceGroupLocalityDomainIdAny (~0u)
#define cudaGraphKernelNodePortDefault 0
#define cudaGraphKernelNodePortProgrammatic 1
#define cudaGraphKernelNodePortLaunchCompletion 2
#define cudaStreamAttrID cudaLaunchAttributeID
#define cudaStreamAttributeAccessPolicyWindow cudaLaunchAttributeAccessPolicyWindow
#define cudaStreamAttributeSynchronizationPolicy cudaLaunchAttributeSynchronizationPolicy
#define cudaStreamAttributeMemSyncDomainMap cudaLaunchAttributeMemSyncDomainMap
#define cudaStreamAttributeMemSyncDomain cudaLaunchAttributeMemSyncDomain
#define cudaStreamAttributePriority cudaLaunchAttributePriority
#define cudaStreamAttrValue cudaLaunchAttributeValue
#define cudaKernelNodeAttrID cudaLaunchAttributeID
#define cudaKernelNodeAttributeAccessPolicyWindow cudaLaunchAttributeAccessPolicyWindow
#define cudaKernelNodeAttributeCooperative cudaLaunchAttributeCooperative
#define cudaKernelNodeAttributePriority cudaLaunchAttributePriority
#define cudaKernelNodeAttributeClusterDimension cudaLaunchAttributeClusterDimension
#define cudaKernelNodeAttributeClusterSchedulingPolicyPreference cudaLaunchAttributeClusterSchedulingPolicyPreference
#define cudaKernelNodeAttributeMemSyncDomainMap cudaLaunchAttributeMemSyncDomainMap
#define cudaKernelNodeAttributeMemSyncDomain cudaLaunchAttributeMemSyncDomain
#define cudaKernelNodeAttributePreferredSharedMemoryCarveout cudaLaunchAttributePreferredSharedMemoryCarveout
#define cudaKernelNodeAttributeDeviceUpdatableKernelNode cudaLaunchAttributeDeviceUpdatableKernelNode
#define cudaKernelNodeAttributeNvlinkUtilCentricScheduling cudaLaunchAttributeNvlinkUtilCentricScheduling
#define cudaKernelNodeAttrValue cudaLaunchAttributeValue
#define __SURFACE_TYPES_H__
#define cudaSurfaceType1D 0x01
#define cudaSurfaceType2D 0x02
#define cudaSurfaceType3D 0x03
#define cudaSurfaceTypeCubemap 0x0C
#define cudaSurfaceType1DLayered 0xF1
#define cudaSurfaceType2DLayered 0xF2
#define cudaSurfaceTypeCubemapLayered 0xFC
#define __TEXTURE_TYPES_H__
#define cudaTextureType1D 0x01
#define cudaTextureType2D 0x02
#define cudaTextureType3D 0x03
#define cudaTextureTypeCubemap 0x0C
#define cudaTextureType1DLayered 0xF1
#define cudaTextureType2DLayered 0xF2
#define cudaTextureTypeCubemapLayered 0xFC
#define __VECTOR_TYPES_H__
#define __NV_SILENCE_HOST_DEPRECATION_BEGIN _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wdeprecated-declarations\"")
#define __NV_SILENCE_HOST_DEPRECATION_END _Pragma("GCC diagnostic pop")
#define __NV_SILENCE_DEPRECATION_BEGIN _Pragma("nv_diagnostic push") _Pragma("nv_diag_suppress 20199") _Pragma("nv_diag_suppress 1444") __NV_SILENCE_HOST_DEPRECATION_BEGIN
#define __NV_SILENCE_DEPRECATION_END __NV_SILENCE_HOST_DEPRECATION_END _Pragma("nv_diagnostic pop")
#define __DEVICE_LAUNCH_PARAMETERS_H__
#define __cudaGet_threadIdx() threadIdx
#define __cudaGet_blockIdx() blockIdx
#define __cudaGet_blockDim() blockDim
#define __cudaGet_gridDim() gridDim
#define __cudaGet_warpSize() warpSize
#define __DEVICE_TYPES_H__
#define __LIBRARY_TYPES_H__
#define __CHANNEL_DESCRIPTOR_H__
#define __DRIVER_FUNCTIONS_H__
#define __VECTOR_FUNCTIONS_H__
#define __VECTOR_FUNCTIONS_HPP__
#define __COMMON_FUNCTIONS_H__
#define __MATH_FUNCTIONS_H__
#define __MATH_FUNCTIONS_HPP__
#define __DEVICE_FUNCTIONS_H__
#define __DEVICE_FUNCTIONS_HPP__
#define __DEVICE_ATOMIC_FUNCTIONS_H__
#define __DEVICE_DOUBLE_FUNCTIONS_H__
#define __DEVICE_DOUBLE_FUNCTIONS_HPP__
#define __SM_20_ATOMIC_FUNCTIONS_H__
#define __SM_32_ATOMIC_FUNCTIONS_H__
#define __SM_35_ATOMIC_FUNCTIONS_H__
#define __SM_60_ATOMIC_FUNCTIONS_H__
#define __SM_20_INTRINSICS_H__
#define __SM_30_INTRINSICS_H__
#define __SM_32_INTRINSICS_H__
#define __SM_35_INTRINSICS_H__
#define __SM_61_INTRINSICS_H__
#define __SM_70_RT_H__
#define __SM_80_RT_H__
#define __SM_90_RT_H__
#define __SM_100_RT_H__
#define __TEXTURE_INDIRECT_FUNCTIONS_H__
#define __SURFACE_INDIRECT_FUNCTIONS_H__
"#;

/// Macros of the system headers cuda_runtime.h includes.
pub(super) const SYSTEM_BASE: &str = r#"
#define M_PI_4 0.78539816339744830962
#define M_PIf 3.14159265358979323846f
#define LLONG_WIDTH 64
#define CHAR_BIT __CHAR_BIT__
#define M_PIl 3.141592653589793238462643383279502884L
#define M_LN10l 2.302585092994045684017991454684364208L
#define M_Ef 2.7182818284590452354f
#define M_El 2.718281828459045235360287471352662498L
#define FP_NAN 0
#define SHRT_MAX __SHRT_MAX__
#define SCHAR_MIN (-SCHAR_MAX - 1)
#define SHRT_MIN (-SHRT_MAX - 1)
#define MB_CUR_MAX (__ctype_get_mb_cur_max ())
#define M_PI 3.14159265358979323846
#define M_LOG2El 1.442695040888963407359924681001892137L
#define RAND_MAX 2147483647
#define PATH_MAX 4096
#define M_1_PI 0.31830988618379067154
#define M_1_PIf 0.31830988618379067154f
#define M_LN10f 2.30258509299404568402f
#define SCHAR_MAX __SCHAR_MAX__
#define M_E 2.7182818284590452354
#define M_2_SQRTPIf 1.12837916709551257390f
#define HUGE_VALF (__builtin_huge_valf ())
#define HUGE_VALL (__builtin_huge_vall ())
#define M_PI_2f 1.57079632679489661923f
#define M_PI_2 1.57079632679489661923
#define EXIT_FAILURE 1
#define FP_NORMAL 4
#define CLOCK_REALTIME 0
#define FP_ILOGB0 (-2147483647 - 1)
#define M_LOG2Ef 1.4426950408889634074f
#define SCHAR_WIDTH 8
#define M_2_PI 0.63661977236758134308
#define offsetof(TYPE,MEMBER) __builtin_offsetof (TYPE, MEMBER)
#define LONG_MAX __LONG_MAX__
#define M_LN2 0.69314718055994530942
#define M_LOG10Ef 0.43429448190325182765f
#define M_LOG10El 0.434294481903251827651128918916605082L
#define MAXFLOAT 3.40282347e+38F
#define LONG_MIN (-LONG_MAX - 1L)
#define INFINITY (__builtin_inff ())
#define MATH_ERREXCEPT 2
#define M_LOG2E 1.4426950408889634074
#define alloca(size) __builtin_alloca (size)
#define HUGE_VAL (__builtin_huge_val ())
#define CLOCK_REALTIME_COARSE 5
#define M_2_SQRTPI 1.12837916709551257390
#define CHAR_MAX SCHAR_MAX
#define MATH_ERRNO 1
#define ULONG_MAX (LONG_MAX * 2UL + 1UL)
#define M_SQRT1_2l 0.707106781186547524400844362104849039L
#define FP_INFINITE 1
#define CHAR_MIN SCHAR_MIN
#define SSIZE_MAX LONG_MAX
#define M_PI_2l 1.570796326794896619231321691639751442L
#define M_PI_4f 0.78539816339744830962f
#define M_2_PIf 0.63661977236758134308f
#define M_2_PIl 0.636619772367581343075535053490057448L
#define M_SQRT1_2f 0.70710678118654752440f
#define UCHAR_MAX (SCHAR_MAX * 2 + 1)
#define FP_SUBNORMAL 3
#define INT_MAX __INT_MAX__
#define ULLONG_MAX (LLONG_MAX * 2ULL + 1)
#define NULL __null
#define FP_ZERO 2
#define M_1_PIl 0.318309886183790671537767526745028724L
#define INT_MIN (-INT_MAX - 1)
#define UCHAR_WIDTH 8
#define FP_ILOGBNAN (-2147483647 - 1)
#define CLOCK_MONOTONIC 1
#define SHRT_WIDTH 16
#define CLOCKS_PER_SEC ((__clock_t) 1000000)
#define M_SQRT2f 1.41421356237309504880f
#define M_LN10 2.30258509299404568402
#define EXIT_SUCCESS 0
#define ULLONG_WIDTH 64
#define M_LN2f 0.69314718055994530942f
#define M_LN2l 0.693147180559945309417232121458176568L
#define UINT_MAX (INT_MAX * 2U + 1U)
#define LLONG_MAX __LONG_LONG_MAX__
#define M_PI_4l 0.785398163397448309615660845819875721L
#define M_SQRT1_2 0.70710678118654752440
#define LLONG_MIN (-LLONG_MAX-1)
#define USHRT_WIDTH 16
#define M_2_SQRTPIl 1.128379167095512573896158903121545172L
#define NAN (__builtin_nanf (""))
#define TIME_UTC 1
#define M_LOG10E 0.43429448190325182765
#define math_errhandling (MATH_ERRNO | MATH_ERREXCEPT)
#define M_SQRT2l 1.414213562373095048801688724209698079L
#define USHRT_MAX (SHRT_MAX * 2 + 1)
#define CLOCK_REALTIME_ALARM 8
#define M_SQRT2 1.41421356237309504880
#define MB_LEN_MAX 16
"#;

/// Macros defined when one of these (missing) system headers is included.
pub(super) const SYSTEM_ON_INCLUDE: &[(&[&str], &str)] = &[
    (
        &["cstdio", "stdio.h"],
        r#"
#define stdin stdin
#define stdout stdout
#define stderr stderr
#define EOF (-1)
#define BUFSIZ 8192
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#define FILENAME_MAX 4096
#define FOPEN_MAX 16
#define L_tmpnam 20
#define TMP_MAX 238328
#define L_ctermid 9
#define P_tmpdir "/tmp"
#define _IOFBF 0
#define _IOLBF 1
#define _IONBF 2
"#,
    ),
    (
        &["cfloat", "float.h"],
        r#"
#define DBL_DECIMAL_DIG __DBL_DECIMAL_DIG__
#define DBL_DIG __DBL_DIG__
#define DBL_EPSILON __DBL_EPSILON__
#define DBL_HAS_SUBNORM __DBL_HAS_DENORM__
#define DBL_MANT_DIG __DBL_MANT_DIG__
#define DBL_MAX __DBL_MAX__
#define DBL_MAX_10_EXP __DBL_MAX_10_EXP__
#define DBL_MAX_EXP __DBL_MAX_EXP__
#define DBL_MIN __DBL_MIN__
#define DBL_MIN_10_EXP __DBL_MIN_10_EXP__
#define DBL_MIN_EXP __DBL_MIN_EXP__
#define DBL_TRUE_MIN __DBL_DENORM_MIN__
#define DECIMAL_DIG __DECIMAL_DIG__
#define FLT_DECIMAL_DIG __FLT_DECIMAL_DIG__
#define FLT_DIG __FLT_DIG__
#define FLT_EPSILON __FLT_EPSILON__
#define FLT_EVAL_METHOD __FLT_EVAL_METHOD__
#define FLT_HAS_SUBNORM __FLT_HAS_DENORM__
#define FLT_MANT_DIG __FLT_MANT_DIG__
#define FLT_MAX __FLT_MAX__
#define FLT_MAX_10_EXP __FLT_MAX_10_EXP__
#define FLT_MAX_EXP __FLT_MAX_EXP__
#define FLT_MIN __FLT_MIN__
#define FLT_MIN_10_EXP __FLT_MIN_10_EXP__
#define FLT_MIN_EXP __FLT_MIN_EXP__
#define FLT_RADIX __FLT_RADIX__
#define FLT_ROUNDS 1
#define FLT_TRUE_MIN __FLT_DENORM_MIN__
#define LDBL_DECIMAL_DIG __LDBL_DECIMAL_DIG__
#define LDBL_DIG __LDBL_DIG__
#define LDBL_EPSILON __LDBL_EPSILON__
#define LDBL_HAS_SUBNORM __LDBL_HAS_DENORM__
#define LDBL_MANT_DIG __LDBL_MANT_DIG__
#define LDBL_MAX __LDBL_MAX__
#define LDBL_MAX_10_EXP __LDBL_MAX_10_EXP__
#define LDBL_MAX_EXP __LDBL_MAX_EXP__
#define LDBL_MIN __LDBL_MIN__
#define LDBL_MIN_10_EXP __LDBL_MIN_10_EXP__
#define LDBL_MIN_EXP __LDBL_MIN_EXP__
#define LDBL_TRUE_MIN __LDBL_DENORM_MIN__
"#,
    ),
    (
        &["cstdint", "stdint.h", "cinttypes", "inttypes.h"],
        r#"
#define __INT64_C(c) c ## L
#define __UINT64_C(c) c ## UL
#define __WCHAR_MAX __WCHAR_MAX__
#define __WCHAR_MIN __WCHAR_MIN__
#define INT16_C(c) c
#define INT16_MAX (32767)
#define INT16_MIN (-32767-1)
#define INT32_C(c) c
#define INT32_MAX (2147483647)
#define INT32_MIN (-2147483647-1)
#define INT64_C(c) c ## L
#define INT64_MAX (__INT64_C(9223372036854775807))
#define INT64_MIN (-__INT64_C(9223372036854775807)-1)
#define INT8_C(c) c
#define INT8_MAX (127)
#define INT8_MIN (-128)
#define INTMAX_C(c) c ## L
#define INTMAX_MAX (__INT64_C(9223372036854775807))
#define INTMAX_MIN (-__INT64_C(9223372036854775807)-1)
#define INTPTR_MAX (9223372036854775807L)
#define INTPTR_MIN (-9223372036854775807L-1)
#define INT_FAST16_MAX (9223372036854775807L)
#define INT_FAST16_MIN (-9223372036854775807L-1)
#define INT_FAST32_MAX (9223372036854775807L)
#define INT_FAST32_MIN (-9223372036854775807L-1)
#define INT_FAST64_MAX (__INT64_C(9223372036854775807))
#define INT_FAST64_MIN (-__INT64_C(9223372036854775807)-1)
#define INT_FAST8_MAX (127)
#define INT_FAST8_MIN (-128)
#define INT_LEAST16_MAX (32767)
#define INT_LEAST16_MIN (-32767-1)
#define INT_LEAST32_MAX (2147483647)
#define INT_LEAST32_MIN (-2147483647-1)
#define INT_LEAST64_MAX (__INT64_C(9223372036854775807))
#define INT_LEAST64_MIN (-__INT64_C(9223372036854775807)-1)
#define INT_LEAST8_MAX (127)
#define INT_LEAST8_MIN (-128)
#define PTRDIFF_MAX (9223372036854775807L)
#define PTRDIFF_MIN (-9223372036854775807L-1)
#define SIG_ATOMIC_MAX (2147483647)
#define SIG_ATOMIC_MIN (-2147483647-1)
#define SIZE_MAX (18446744073709551615UL)
#define UINT16_C(c) c
#define UINT16_MAX (65535)
#define UINT32_C(c) c ## U
#define UINT32_MAX (4294967295U)
#define UINT64_C(c) c ## UL
#define UINT64_MAX (__UINT64_C(18446744073709551615))
#define UINT8_C(c) c
#define UINT8_MAX (255)
#define UINTMAX_C(c) c ## UL
#define UINTMAX_MAX (__UINT64_C(18446744073709551615))
#define UINTPTR_MAX (18446744073709551615UL)
#define UINT_FAST16_MAX (18446744073709551615UL)
#define UINT_FAST32_MAX (18446744073709551615UL)
#define UINT_FAST64_MAX (__UINT64_C(18446744073709551615))
#define UINT_FAST8_MAX (255)
#define UINT_LEAST16_MAX (65535)
#define UINT_LEAST32_MAX (4294967295U)
#define UINT_LEAST64_MAX (__UINT64_C(18446744073709551615))
#define UINT_LEAST8_MAX (255)
#define WCHAR_MAX __WCHAR_MAX
#define WCHAR_MIN __WCHAR_MIN
#define WINT_MAX (4294967295u)
#define WINT_MIN (0u)
"#,
    ),
    (
        &["cerrno", "errno.h"],
        r#"
#define errno (*__errno_location ())
#define EPERM 1
#define ENOENT 2
#define EINTR 4
#define EIO 5
#define EBADF 9
#define EAGAIN 11
#define ENOMEM 12
#define EACCES 13
#define EBUSY 16
#define EEXIST 17
#define EINVAL 22
#define ENOSPC 28
#define EDOM 33
#define ERANGE 34
#define EILSEQ 84
#define ETIMEDOUT 110
"#,
    ),
    (
        &["cstdarg", "stdarg.h"],
        r#"
#define va_start(v,l) __builtin_va_start(v,l)
#define va_end(v) __builtin_va_end(v)
#define va_arg(v,l) __builtin_va_arg(v,l)
#define va_copy(d,s) __builtin_va_copy(d,s)
#define __va_copy(d,s) __builtin_va_copy(d,s)
"#,
    ),
    (
        &["cassert", "assert.h"],
        r#"
#undef assert
#ifdef NDEBUG
#define __ASSERT_VOID_CAST static_cast<void>
#define assert(expr) (__ASSERT_VOID_CAST (0))
#else
#define __ASSERT_FUNCTION __extension__ __PRETTY_FUNCTION__
#define assert(expr) (static_cast <bool> (expr) ? void (0) : __assert_fail (#expr, __FILE__, __LINE__, __ASSERT_FUNCTION))
#endif
"#,
    ),
];

/// Standard headers that declare nothing (gcc prints no tokens for them).
pub(super) const NO_TOKEN_HEADERS: &[&str] = &[
    "cfloat",
    "float.h",
    "climits",
    "limits.h",
    "ciso646",
    "iso646.h",
    "cstdbool",
    "stdbool.h",
    "cstdalign",
    "stdalign.h",
    "version",
    "stdnoreturn.h",
];

/// Headers that `-include cuda_runtime.h` has already brought in (plus the
/// driver API header): including them again has no effect.
pub(super) const CUDA_HEADERS: &[&str] = &[
    "cuda_runtime.h",
    "cuda_runtime_api.h",
    "cuda.h",
    "builtin_types.h",
    "channel_descriptor.h",
    "common_functions.h",
    "crt/common_functions.h",
    "crt/cudacc_ext.h",
    "crt/device_double_functions.h",
    "crt/device_double_functions.hpp",
    "crt/device_functions.h",
    "crt/device_functions.hpp",
    "crt/host_config.h",
    "crt/host_defines.h",
    "crt/math_functions.h",
    "crt/math_functions.hpp",
    "crt/sm_70_rt.h",
    "crt/sm_80_rt.h",
    "crt/sm_90_rt.h",
    "crt/sm_100_rt.h",
    "cuda_device_runtime_api.h",
    "device_atomic_functions.h",
    "device_double_functions.h",
    "device_functions.h",
    "device_launch_parameters.h",
    "device_types.h",
    "driver_functions.h",
    "driver_types.h",
    "host_config.h",
    "host_defines.h",
    "library_types.h",
    "math_functions.h",
    "sm_20_atomic_functions.h",
    "sm_20_intrinsics.h",
    "sm_30_intrinsics.h",
    "sm_32_atomic_functions.h",
    "sm_32_intrinsics.h",
    "sm_35_atomic_functions.h",
    "sm_35_intrinsics.h",
    "sm_60_atomic_functions.h",
    "sm_61_intrinsics.h",
    "surface_indirect_functions.h",
    "surface_types.h",
    "texture_indirect_functions.h",
    "texture_types.h",
    "vector_functions.h",
    "vector_functions.hpp",
    "vector_types.h",
];

/// System headers that `cuda_runtime.h` already includes: including them
/// again prints no tokens.
pub(super) const SYSTEM_ALREADY_INCLUDED: &[&str] = &[
    "cmath",
    "cstdlib",
    "initializer_list",
    "limits",
    "type_traits",
    "utility",
    "math.h",
    "stdlib.h",
    "ctype.h",
    "limits.h",
    "string.h",
    "strings.h",
    "time.h",
    "stddef.h",
    "alloca.h",
    "endian.h",
    "features.h",
    "stdc-predef.h",
    "sys/types.h",
    "sys/select.h",
    "sys/cdefs.h",
];

/// The C++ standard library headers (without `.h`).
const CXX_HEADERS: &[&str] = &[
    "algorithm",
    "any",
    "array",
    "atomic",
    "barrier",
    "bit",
    "bitset",
    "charconv",
    "chrono",
    "codecvt",
    "compare",
    "complex",
    "concepts",
    "condition_variable",
    "coroutine",
    "deque",
    "exception",
    "execution",
    "expected",
    "filesystem",
    "format",
    "forward_list",
    "fstream",
    "functional",
    "future",
    "initializer_list",
    "iomanip",
    "ios",
    "iosfwd",
    "iostream",
    "istream",
    "iterator",
    "latch",
    "limits",
    "list",
    "locale",
    "map",
    "memory",
    "memory_resource",
    "mutex",
    "new",
    "numbers",
    "numeric",
    "optional",
    "ostream",
    "queue",
    "random",
    "ranges",
    "ratio",
    "regex",
    "scoped_allocator",
    "semaphore",
    "set",
    "shared_mutex",
    "source_location",
    "span",
    "sstream",
    "stack",
    "stdexcept",
    "stop_token",
    "streambuf",
    "string",
    "string_view",
    "syncstream",
    "system_error",
    "thread",
    "tuple",
    "type_traits",
    "typeindex",
    "typeinfo",
    "unordered_map",
    "unordered_set",
    "utility",
    "valarray",
    "variant",
    "vector",
    "version",
];

/// Standard C headers (for quoted includes, which fall back to the system
/// directories in gcc).
const C_HEADERS: &[&str] = &[
    "assert.h",
    "complex.h",
    "ctype.h",
    "errno.h",
    "fenv.h",
    "float.h",
    "inttypes.h",
    "iso646.h",
    "limits.h",
    "locale.h",
    "math.h",
    "setjmp.h",
    "signal.h",
    "stdalign.h",
    "stdarg.h",
    "stdbool.h",
    "stddef.h",
    "stdint.h",
    "stdio.h",
    "stdlib.h",
    "string.h",
    "tgmath.h",
    "time.h",
    "uchar.h",
    "wchar.h",
    "wctype.h",
    "unistd.h",
    "memory.h",
    "strings.h",
    "alloca.h",
    "malloc.h",
    "pthread.h",
];

/// A missing header that is tolerated (no diagnostic, no output): the C and C++
/// standard library and other system headers cufe's built-in mode lacks.
pub(super) fn tolerated_missing(name: &str, angled: bool) -> bool {
    if CXX_HEADERS.contains(&name) || C_HEADERS.contains(&name) {
        return true;
    }
    if !angled {
        return false;
    }
    (name.starts_with('c') && !name.contains('/') && !name.contains('.'))
        || name.ends_with(".h")
        || name.ends_with(".hpp")
}

/// A standard header gcc would find (for `__has_include` of a missing file):
/// the C and C++ standard libraries and the C headers of the C++ library.
pub(super) fn known_system_header(name: &str) -> bool {
    const C_NAMES: &[&str] = &[
        "cassert",
        "cctype",
        "cerrno",
        "cfenv",
        "cfloat",
        "cinttypes",
        "climits",
        "clocale",
        "cmath",
        "csetjmp",
        "csignal",
        "cstdarg",
        "cstddef",
        "cstdint",
        "cstdio",
        "cstdlib",
        "cstring",
        "ctime",
        "cuchar",
        "cwchar",
        "cwctype",
        "ciso646",
        "cstdbool",
        "cstdalign",
        "ccomplex",
        "ctgmath",
    ];
    // the other headers of the CUDA toolkit
    const CUDA_TOOLKIT: &[&str] = &[
        "cooperative_groups.h",
        "cuComplex.h",
        "cudaEGL.h",
        "cudaGL.h",
        "cudaProfilerTypedefs.h",
        "cudaTypedefs.h",
        "cudaVDPAU.h",
        "cuda_awbarrier.h",
        "cuda_bf16.h",
        "cuda_fp16.h",
        "cuda_fp4.h",
        "cuda_fp6.h",
        "cuda_fp8.h",
        "cuda_gl_interop.h",
        "cuda_occupancy.h",
        "cuda_pipeline.h",
        "cuda_tf32.h",
        "cuda_egl_interop.h",
        "cuda_vdpau_interop.h",
        "math_constants.h",
        "mma.h",
        "nvvm.h",
        "cuda_tile.h",
    ];
    CXX_HEADERS.contains(&name)
        || C_HEADERS.contains(&name)
        || C_NAMES.contains(&name)
        || SYSTEM_ALREADY_INCLUDED.contains(&name)
        || CUDA_TOOLKIT.contains(&name)
        || name.starts_with("cooperative_groups/")
}

/// Standard C++ attributes and the values gcc 12 gives them in
/// `__has_cpp_attribute` / `__has_attribute`.
pub(super) fn std_attribute(name: &str) -> Option<u32> {
    Some(match name {
        "noreturn" | "carries_dependency" => 200809,
        "deprecated" => 201309,
        "maybe_unused" | "fallthrough" => 201603,
        "likely" | "unlikely" | "no_unique_address" => 201803,
        "nodiscard" => 201907,
        _ => return None,
    })
}

/// GNU attributes known to gcc 12 (not exhaustive; the common ones).
pub(super) fn gnu_attribute(name: &str) -> bool {
    let n = name
        .strip_prefix("__")
        .and_then(|s| s.strip_suffix("__"))
        .unwrap_or(name);
    matches!(
        n,
        "access"
            | "alias"
            | "aligned"
            | "alloc_align"
            | "alloc_size"
            | "always_inline"
            | "artificial"
            | "assume_aligned"
            | "cleanup"
            | "cold"
            | "common"
            | "const"
            | "constructor"
            | "copy"
            | "deprecated"
            | "designated_init"
            | "destructor"
            | "error"
            | "externally_visible"
            | "fallthrough"
            | "flatten"
            | "format"
            | "format_arg"
            | "gnu_inline"
            | "hot"
            | "ifunc"
            | "init_priority"
            | "leaf"
            | "malloc"
            | "may_alias"
            | "mode"
            | "no_icf"
            | "no_instrument_function"
            | "no_reorder"
            | "no_sanitize"
            | "no_sanitize_address"
            | "no_split_stack"
            | "no_stack_protector"
            | "noclone"
            | "nocommon"
            | "noinit"
            | "noinline"
            | "noipa"
            | "nonnull"
            | "nonstring"
            | "noplt"
            | "noreturn"
            | "nothrow"
            | "optimize"
            | "packed"
            | "patchable_function_entry"
            | "persistent"
            | "pure"
            | "returns_nonnull"
            | "returns_twice"
            | "scalar_storage_order"
            | "section"
            | "sentinel"
            | "simd"
            | "symver"
            | "target"
            | "target_clones"
            | "tls_model"
            | "transparent_union"
            | "unavailable"
            | "unused"
            | "used"
            | "vector_size"
            | "visibility"
            | "warn_if_not_aligned"
            | "warn_unused_result"
            | "warning"
            | "weak"
            | "weakref"
            | "abi_tag"
            | "warn_unused"
    )
}
