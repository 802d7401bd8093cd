// DESC: host lowering in templates: a member of an object declared with a type the template's parameters decide, initializing a variable of a known arithmetic or pointer type or passed for a known parameter type, as a whole initializer, a braced element or a parenthesized initializer, is kept whole for the instance in parentheses; one of an object merely initialized from something dependent is not
struct Traits { struct Shared { int count; float scale; int *slots; }; };
struct Window { int start; int end; };
void take(int);

template <typename T>
__global__ void kernel(char *raw, int *out) {
  auto &shared = *reinterpret_cast<typename T::Shared *>(raw);
  const int a = shared.count;
  int b = shared.count;
  const float c = shared.scale;
  int *slots = shared.slots;
  const long d = shared.count;
  const int e = shared.count + 1;
  typename T::Shared local = shared;
  const int f = local.count;
  float pair[2] = {shared.scale, 1.0f};
  int g(shared.count);
  out[0] = a + b + c + d + e + f + slots[0] + pair[0] + g;
}

template <typename T, typename W>
int walk(typename T::Shared &s, W windows, int b) {
  b = s.count;
  take(s.count);
  Window w = windows[b];
  int sum = 0;
  for (int i = w.start; i < w.end; i++) { sum += i; }
  take(w.start);
  if (s.count) { b = 2; }
  return s.count + sum + b;
}

int run(char *raw, int *out) {
  kernel<Traits><<<1, 1>>>(raw, out);
  Traits::Shared s;
  s.count = 1;
  Window ws[2] = {{0, 1}, {1, 2}};
  return walk<Traits>(s, ws, 2);
}
