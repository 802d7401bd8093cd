namespace x __attribute__((device)) { int x; }
namespace y [[gnu::visibility("default")]] { int y; }
__global__ void k() {}
