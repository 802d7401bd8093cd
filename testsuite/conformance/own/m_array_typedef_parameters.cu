// DESC: kernel parameters of pointer-to-array typedefs mangle as pointers to the arrays (const on the elements), and an array typedef parameter decays to a pointer
int plain(int x) { return x + 1; }
const int batch = 4, states = 3;
#define Y 40
typedef double fArray[Y + 1][batch][states - 1];
typedef double tArray[batch][states - 1][states];
typedef float row_t[8];
__global__ void forward(const int n, const fArray *__restrict__ cur, const tArray *__restrict__ trans, fArray *__restrict__ next, row_t rows, const row_t crow, double d) { }
