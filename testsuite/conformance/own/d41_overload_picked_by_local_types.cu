// DESC: overloaded device/host helpers chosen by the types of local variables
__device__ double scale(double x) { return 2 * x; }
float scale(float x) { return 2 * x; }
double run(float f, double d) { float a = scale(f); return a + scale(d); }
