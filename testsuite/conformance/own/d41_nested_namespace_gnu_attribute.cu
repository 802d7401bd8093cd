// FLAGS: -std=c++17
// DESC: a device attribute in a nested namespace definition
namespace gpu::__attribute__((device)) detail { int x; }
