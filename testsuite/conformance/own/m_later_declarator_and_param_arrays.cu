// DESC: a later declarator of a __shared__ (attributed) declaration has the specifiers elements type, and a parameter declared with an unsized extent (char *argv[]) is a pointer: their elements convert in arithmetic
int plain(int x) { return x + 1; }
int p1(int argc, char *argv[]) { for (int i = 1; i < argc; i++) { if (argv[i][0] == '-') return 1; } return 0; }
int p2(char **argv) { return argv[1][0] == '-'; }
int p3(char *s) { return s[0] == '-'; }
__global__ void k(long *o, int lanex, int warpx) {
  __shared__ long sbuf1[64], sbuf2[64];
  long v2 = 0;
  for (int i = 0; i < 4; i++) v2 = (v2 << 1) + ((sbuf2[warpx + i] >> lanex) & 1);
  __shared__ long single[64];
  long v3 = (single[warpx] >> lanex) & 1;
  o[0] = v2 + v3 + sbuf1[0];
}
__global__ void k3(long *o, int lanex, int warpx) {
  __attribute__((shared)) long sa[64], sb[64];
  o[0] = ((sb[warpx] >> lanex) & 1) + sa[0];
}
int p4(float m[][4], int i) { return m[i][0] > 0.5; }
