// DESC: device arrays are sized through array typedefs, named constant bounds and initializer-given outer extents
int plain(int x) { return x + 1; }
#define ROWS 80
typedef float *scores_t[(1 * ROWS)][4];
__constant__ scores_t counts, energies;
static constexpr auto N_GRADIENTS = 8;
__device__ const float gx[N_GRADIENTS] = {1, 0, -1, 0, 1, 1, -1, -1};
const int rows = 16, cols = rows * 2;
__device__ double slack[rows * cols];
enum { kW = 3 };
__constant__ double fact[] = {1.0, 1.0, 2.0, 6.0, 24.0,};
__constant__ int grid[][kW] = {{1, 2, 3}, {4, 5, 6}};
__constant__ int flat[][kW] = {1, 2, 3, 4};
__constant__ char msg[] = {'h', 'i', (char)(1 + 2)};
struct P { int a; double b; };
__device__ P ps[] = {{1, 2.0}, {3, 4.0}, {5, 6.0}};
__constant__ const int cc[] = {1, 2, 3, 4};
double hostarr[] = {1, 2, 3};
__global__ void k(float *out) { out[0] = gx[0] + slack[0] + fact[1] + grid[1][2] + flat[1][0] + msg[0] + ps[0].b + (counts[0][0] ? 1 : 0) + cc[3]; }
