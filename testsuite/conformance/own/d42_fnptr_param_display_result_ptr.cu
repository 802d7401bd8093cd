struct Particle { float x; };
typedef float real;
__device__ float *pick(float *(*sel)(Particle &p, int), real (*w)(const real), void (*done)(void)) { return 0; }
__device__ void visit(Particle *ps, void (*fn)(Particle *, const Particle &)) {}
void host() {
  pick(0, 0, 0);
  visit(0, 0);
}
