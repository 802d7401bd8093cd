extern "C" __device__ void cdev(int x) {}
__device__ void cppdev(int x) {}
extern "C" {
__device__ int cdev2(float) { return 0; }
}
void host(int n) {
  cdev(n);
  cppdev(n);
  cdev2(1.0f);
}
int main() { host(1); }
