// DESC: a function template whose execution-space attributes stand between its return type and its name (T const & __device__ __host__ f(...)) still returns its written type: a short result is promoted in arithmetic (parenthesized)
int plain(int x) { return x + 1; }
template<typename Ty_> Ty_ const & __device__ __host__ max_logan(const Ty_& _Left, const Ty_& Right_) { if (_Left < Right_) return Right_; else return _Left; }
template<typename Tx_, typename Ty_> Tx_ __device__ __host__ max_logan(const Tx_& _Left, const Ty_& Right_) { return (Right_ < _Left ? _Left : Right_); }
__device__ void comp(const short *antiDiag2, const int offset2, int n) {
  for (int i = 0; i < n; i++) {
    int col = threadIdx.x + i;
    int tmp = max_logan(antiDiag2[col-offset2],antiDiag2[col-offset2-1]) + -1;
    (void)tmp;
  }
}
__global__ void k(const short *a, int o) { comp(a, o, 4); }
int host_use(const short *s) { return max_logan(s[0], s[1]) + -1; }
