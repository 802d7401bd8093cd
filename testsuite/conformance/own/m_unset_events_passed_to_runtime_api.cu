int main() {
  cudaEvent_t a, b;
  float ms = 0;
  cudaEventElapsedTime(&ms, a, b);
  return (int)ms;
}
