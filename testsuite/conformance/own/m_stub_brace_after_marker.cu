// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a kernel body holding a line marker (here a #line directive, as what assert expands to carries) closes its stub definition with a marker, not blank lines
int plain(int x) { return x + 1; }
__global__ void k1(int *p)
{
  p[0] = 1;
#line 7
  p[1] = 2;
}
__global__ void k2(int *p)
{
  p[0] = 1;
  p[1] = 2;
}
__global__ void k3(int *p) {
#line 17
  p[0] = 3; }
__global__ void k4(int *p)
{
#line 21 "m_stub_brace_after_marker.cu"
  p[0] = 4;
}
int main() { int *p = 0; k1<<<1, 1>>>(p); k2<<<1, 1>>>(p); k3<<<1, 1>>>(p); k4<<<1, 1>>>(p); return plain(0); }
