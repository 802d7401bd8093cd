template <typename... Ts> __global__ void vk(Ts... args) { }
template <typename T, typename... Rest> __global__ void vk2(T a, Rest... r) { }
void host() {
  vk<<<1, 1>>>(1, 2.0, 'c');
  vk<<<1, 1>>>();
  vk2<<<1, 1>>>(1);
  vk2<<<1, 1>>>(1, 2u, 3L);
}
