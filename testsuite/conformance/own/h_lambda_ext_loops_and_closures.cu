// FLAGS: --extended-lambda
// DESC: cufe's own case (recorded with the real cudafe++ 13.5): extended lambdas in a loop, a __host__ __device__ lambda called on the host and captured by a __device__ one, compound assignments in a lambda body
struct Pt { float x, y; };
__device__ float dsq(float v) { return v * v; }
template <typename F> __global__ void run(int n, F f) { for (int i = threadIdx.x; i < n; i += blockDim.x) f(i); }
void host(int n, Pt *pts, float *out, const float *w) {
  for (int pass = 0; pass < 2; ++pass) {
    run<<<1, 128>>>(n, [=] __device__ (int i) {
      float acc = 0.0f;
      if (i % 2 == 0) { acc += dsq(pts[i].x); } else { acc -= pts[i].y * w[i]; }
      while (acc > 10.0f) acc /= 2;
      out[i] = acc + pass;
    });
  }
  auto norm = [=] __host__ __device__ (const Pt &p) -> float { return p.x * p.x + p.y * p.y; };
  float total = 0;
  for (int i = 0; i < n; ++i) total += norm(pts[i]);
  run<<<2, 64>>>(n, [norm, pts, out] __device__ (int i) { out[i] = norm(pts[i]); });
  (void)total;
}
