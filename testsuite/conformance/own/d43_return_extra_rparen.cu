__device__ int try_lock(int *mutex) {
  return atomicCAS(mutex, 0, 1));
}
