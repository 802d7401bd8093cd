__constant__ int c;
__constant__ int arr[4];
struct P { int x; int y; };
__constant__ P cp;
__global__ void k(int i) {
  c += 1;
  ++c;
  c--;
  arr[i] = 2;
  cp.x = 5;
}
