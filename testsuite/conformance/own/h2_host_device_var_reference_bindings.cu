// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a __device__ variable bound to a reference of its own type is not read; to one of another type (a temporary), returned by reference, made into a scalar
__device__ int dv;
__device__ float df;
__device__ long dl;
void tk(const int &);
void tl(const long &);
void td(const double &);
void h() { tk(dv); tk(df); tl(dv); td(dl); tl(dl); }
int &get() { return dv; }
const int &cget() { return dv; }
void r() { auto &x = dv; const auto c = dv; (void)x; (void)c; }
int *n() { return new int(dv); }
