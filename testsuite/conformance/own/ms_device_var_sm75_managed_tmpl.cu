// FLAGS: -arch=sm_75
// DESC: VALID: __managed__ array in namespace on sm_75
namespace a { __managed__ float buf[16]; }
void h() { a::buf[0] = 1.f; }
