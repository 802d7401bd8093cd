struct P { explicit P(int *); };
template <class T> struct Q { explicit Q(T *); };
__global__ void k() {}
int main() {
  P one(new int(3));
  Q<int> two(new int(4));
  int *three(new int(5));
  k<<<1, 1>>>();
  return *three;
}
