// DESC: a __shared__ class defined in its declaration (__shared__ union { ... } t;) in a kernel body is a local class with a shared variable: __attribute__((unused)) static, the class placed at its key
struct TS { int x[4]; };
template <int N>
__global__ void kern(int *d)
{
  __shared__ union
  {
    TS    load;
    TS   store;
  } temp_storage;
  d[0] = temp_storage.load.x[0];
}
__global__ void kern2(int *d)
{
  __shared__ union
  {
    TS    load;
    TS   store;
  } temp_storage;
  d[0] = temp_storage.load.x[0];
}
int main() { kern<1><<<1,1>>>(0); return 0; }
