// DESC: in a template, a null pointer constant compared with a pointer whose type depends on the parameters (T *p) shows no conversion; a function template called with explicit arguments returning a pointer gives a pointer
void *get_block(unsigned long, unsigned long);
void drop_block(void *);
template <typename T> T *alloc(unsigned long n) {
  T *buffer = (T *)get_block(n, sizeof(T));
  if (buffer == nullptr) { return 0; }
  int *ib = (int *)get_block(1, 4);
  if (ib == nullptr) { return 0; }
  if (buffer != __null) { drop_block(ib); }
  return buffer;
}
int main() { return alloc<float>(4) == nullptr; }
