//! The arithmetic data members of the runtime's structs a program reads
//! (`cudaDeviceProp`, `cudaFuncAttributes`), for a unit whose headers
//! cufe has not read (the built-in preprocessor skips them): the types
//! cudafe++ sees decide where it shows a conversion (`(1024)` dividing a
//! `size_t` member). Taken from CUDA 13.5's `driver_types.h`; members
//! that are arrays, classes or enumerations are left out.

use super::ty::Ty;
use crate::scoped::ScopedStr;

/// (struct, member, type), sorted by struct then member.
const FIELDS: &[(&str, &str, Ty)] = &[
    ("cudaDeviceProp", "ECCEnabled", Ty::Int),
    ("cudaDeviceProp", "accessPolicyMaxWindowSize", Ty::Int),
    ("cudaDeviceProp", "asyncEngineCount", Ty::Int),
    ("cudaDeviceProp", "canMapHostMemory", Ty::Int),
    ("cudaDeviceProp", "canUseHostPointerForRegisteredMem", Ty::Int),
    ("cudaDeviceProp", "clusterLaunch", Ty::Int),
    ("cudaDeviceProp", "computePreemptionSupported", Ty::Int),
    ("cudaDeviceProp", "concurrentKernels", Ty::Int),
    ("cudaDeviceProp", "concurrentManagedAccess", Ty::Int),
    ("cudaDeviceProp", "cooperativeLaunch", Ty::Int),
    ("cudaDeviceProp", "deferredMappingCudaArraySupported", Ty::Int),
    ("cudaDeviceProp", "deviceNumaConfig", Ty::Int),
    ("cudaDeviceProp", "deviceNumaId", Ty::Int),
    ("cudaDeviceProp", "directManagedMemAccessFromHost", Ty::Int),
    ("cudaDeviceProp", "globalL1CacheSupported", Ty::Int),
    ("cudaDeviceProp", "gpuDirectRDMAFlushWritesOptions", Ty::UInt),
    ("cudaDeviceProp", "gpuDirectRDMASupported", Ty::Int),
    ("cudaDeviceProp", "gpuDirectRDMAWritesOrdering", Ty::Int),
    ("cudaDeviceProp", "gpuPciDeviceID", Ty::UInt),
    ("cudaDeviceProp", "gpuPciSubsystemID", Ty::UInt),
    ("cudaDeviceProp", "hostNativeAtomicSupported", Ty::Int),
    ("cudaDeviceProp", "hostNumaId", Ty::Int),
    ("cudaDeviceProp", "hostNumaMultinodeIpcSupported", Ty::Int),
    ("cudaDeviceProp", "hostRegisterReadOnlySupported", Ty::Int),
    ("cudaDeviceProp", "hostRegisterSupported", Ty::Int),
    ("cudaDeviceProp", "integrated", Ty::Int),
    ("cudaDeviceProp", "ipcEventSupported", Ty::Int),
    ("cudaDeviceProp", "isMultiGpuBoard", Ty::Int),
    ("cudaDeviceProp", "l2CacheSize", Ty::Int),
    ("cudaDeviceProp", "localL1CacheSupported", Ty::Int),
    ("cudaDeviceProp", "luidDeviceNodeMask", Ty::UInt),
    ("cudaDeviceProp", "major", Ty::Int),
    ("cudaDeviceProp", "managedMemory", Ty::Int),
    ("cudaDeviceProp", "maxBlocksPerMultiProcessor", Ty::Int),
    ("cudaDeviceProp", "maxSurface1D", Ty::Int),
    ("cudaDeviceProp", "maxSurfaceCubemap", Ty::Int),
    ("cudaDeviceProp", "maxTexture1D", Ty::Int),
    ("cudaDeviceProp", "maxTexture1DMipmap", Ty::Int),
    ("cudaDeviceProp", "maxTextureCubemap", Ty::Int),
    ("cudaDeviceProp", "maxThreadsPerBlock", Ty::Int),
    ("cudaDeviceProp", "maxThreadsPerMultiProcessor", Ty::Int),
    ("cudaDeviceProp", "memPitch", Ty::ULong),
    ("cudaDeviceProp", "memoryBusWidth", Ty::Int),
    ("cudaDeviceProp", "memoryPoolSupportedHandleTypes", Ty::UInt),
    ("cudaDeviceProp", "memoryPoolsSupported", Ty::Int),
    ("cudaDeviceProp", "minor", Ty::Int),
    ("cudaDeviceProp", "mpsEnabled", Ty::Int),
    ("cudaDeviceProp", "multiGpuBoardGroupID", Ty::Int),
    ("cudaDeviceProp", "multiProcessorCount", Ty::Int),
    ("cudaDeviceProp", "pageableMemoryAccess", Ty::Int),
    ("cudaDeviceProp", "pageableMemoryAccessUsesHostPageTables", Ty::Int),
    ("cudaDeviceProp", "pciBusID", Ty::Int),
    ("cudaDeviceProp", "pciDeviceID", Ty::Int),
    ("cudaDeviceProp", "pciDomainID", Ty::Int),
    ("cudaDeviceProp", "persistingL2CacheMaxSize", Ty::Int),
    ("cudaDeviceProp", "regsPerBlock", Ty::Int),
    ("cudaDeviceProp", "regsPerMultiprocessor", Ty::Int),
    ("cudaDeviceProp", "reservedSharedMemPerBlock", Ty::ULong),
    ("cudaDeviceProp", "sharedMemPerBlock", Ty::ULong),
    ("cudaDeviceProp", "sharedMemPerBlockOptin", Ty::ULong),
    ("cudaDeviceProp", "sharedMemPerMultiprocessor", Ty::ULong),
    ("cudaDeviceProp", "sparseCudaArraySupported", Ty::Int),
    ("cudaDeviceProp", "streamPrioritiesSupported", Ty::Int),
    ("cudaDeviceProp", "surfaceAlignment", Ty::ULong),
    ("cudaDeviceProp", "tccDriver", Ty::Int),
    ("cudaDeviceProp", "textureAlignment", Ty::ULong),
    ("cudaDeviceProp", "texturePitchAlignment", Ty::ULong),
    ("cudaDeviceProp", "timelineSemaphoreInteropSupported", Ty::Int),
    ("cudaDeviceProp", "totalConstMem", Ty::ULong),
    ("cudaDeviceProp", "totalGlobalMem", Ty::ULong),
    ("cudaDeviceProp", "unifiedAddressing", Ty::Int),
    ("cudaDeviceProp", "unifiedFunctionPointers", Ty::Int),
    ("cudaDeviceProp", "warpSize", Ty::Int),
    ("cudaFuncAttributes", "binaryVersion", Ty::Int),
    ("cudaFuncAttributes", "cacheModeCA", Ty::Int),
    ("cudaFuncAttributes", "clusterDimMustBeSet", Ty::Int),
    ("cudaFuncAttributes", "clusterSchedulingPolicyPreference", Ty::Int),
    ("cudaFuncAttributes", "constSizeBytes", Ty::ULong),
    ("cudaFuncAttributes", "deviceNodeUpdateStatus", Ty::Int),
    ("cudaFuncAttributes", "localSizeBytes", Ty::ULong),
    ("cudaFuncAttributes", "maxDynamicSharedSizeBytes", Ty::Int),
    ("cudaFuncAttributes", "maxThreadsPerBlock", Ty::Int),
    ("cudaFuncAttributes", "nonPortableClusterSizeAllowed", Ty::Int),
    ("cudaFuncAttributes", "numRegs", Ty::Int),
    ("cudaFuncAttributes", "preferredShmemCarveout", Ty::Int),
    ("cudaFuncAttributes", "ptxVersion", Ty::Int),
    ("cudaFuncAttributes", "requiredClusterDepth", Ty::Int),
    ("cudaFuncAttributes", "requiredClusterHeight", Ty::Int),
    ("cudaFuncAttributes", "requiredClusterWidth", Ty::Int),
    ("cudaFuncAttributes", "sharedSizeBytes", Ty::ULong),
];

/// The type of member `member` of runtime struct `class`, when it is one
/// of `FIELDS`.
pub(super) fn runtime_field_ty(class: &str, member: &str) -> Option<Ty> {
    let class = class.trim_global().trim_start_matches("struct ").trim();
    let at = FIELDS.binary_search_by(|(c, m, _)| (*c, *m).cmp(&(class, member))).ok()?;
    Some(FIELDS[at].2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorted_for_binary_search() {
        assert!(FIELDS.windows(2).all(|w| (w[0].0, w[0].1) < (w[1].0, w[1].1)));
    }

    #[test]
    fn sizes_and_counts() {
        assert_eq!(runtime_field_ty("cudaDeviceProp", "sharedMemPerBlock"), Some(Ty::ULong));
        assert_eq!(runtime_field_ty("struct cudaDeviceProp", "warpSize"), Some(Ty::Int));
        assert_eq!(runtime_field_ty("cudaFuncAttributes", "localSizeBytes"), Some(Ty::ULong));
        assert_eq!(runtime_field_ty("cudaDeviceProp", "name"), None);
    }
}
