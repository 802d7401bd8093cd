// FLAGS: --diag-suppress=20024
// DESC: a non-discretionary error ignores --diag-suppress
__host__ __global__ void both() {}
