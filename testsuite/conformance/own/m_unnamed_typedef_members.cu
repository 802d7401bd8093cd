// DESC: cufe's own case (recorded with the real cudafe++ 13.5): the members of an unnamed class a typedef names (typedef struct { float x; } P;) are P's, so assignments to them show their conversions ((a->x) = (0), ((a->n)[0]) = (0))
typedef struct { float x; double y; unsigned n[3]; } P;
void f(P *a, P b) { a->x = 0; b.y = 1; a->n[0] = 0; }
typedef unsigned int uint_t2;
typedef struct { uint_t2 n[10]; } fe2;
struct named2 { uint_t2 n[4]; };
__device__ void f2(fe2 *a, named2 *b, fe2 c) { a->n[0] = 0; b->n[1] = 0; c.n[2] = 0; unsigned r = (a->n[9] >> 14) & 255; (void)r; }
__global__ void k2(fe2 *a) { f2(a, 0, *a); }
