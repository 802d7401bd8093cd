// DESC: an assignment between objects of one class is the implicit copy assignment (printed plain, d = mk(s)) also when one side names the class through a typedef (halfq for HalfS); a user-declared operator= taking another type is still an operator call ((d = s))
struct HalfS { unsigned short x; HalfS() = default; __host__ __device__ HalfS(float f) : x((unsigned short)f) {} __host__ __device__ HalfS &operator=(float f) { x = (unsigned short)f; return *this; } };
typedef HalfS halfq;
__host__ __device__ HalfS mk(float s) { return HalfS(s); }
inline __device__ void from_f(halfq &d, float s) { d = mk(s); }
inline __host__ void from_h(halfq &d, float s) { d = mk(s); d = s; }
void hha(halfq *p) { from_h(p[0], 1.0f); }
