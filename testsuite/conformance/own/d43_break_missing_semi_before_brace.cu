__device__ int find_first(const int *v, int n, int key) {
  int pos = -1;
  for (int i = 0; i < n; ++i) {
    if (v[i] == key) { pos = i; break }
  }
  return pos;
}
