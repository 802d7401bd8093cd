// DESC: cufe's own case (recorded with the real cudafe++ 13.5): in a kernel template whose only parameter is a value (template <int BT>), an alias of a class instance naming it is dependent, so typename before it stays; a shared array whose bound names the value parameter is printed as written ([1 + NT]), not as a variable-length array
template <class T, int N> struct Diff { struct TempStorage { T d[N]; }; };
template <int BT>
__global__ void k(int *p) {
  using DiffT = Diff<int, BT>;
  __shared__ typename DiffT::TempStorage temp;
  p[0] = temp.d[0];
}
template <int NT>
__global__ void s(int *p) {
  __shared__ int out[1 + NT];
  out[0] = p[0];
  p[1] = out[0];
}
void h(int *p) { k<64><<<1, 64>>>(p); s<32><<<1, 32>>>(p); }
