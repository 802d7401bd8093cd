enum H { H1 = 1 << 20, H2 };
enum Flags : long { F1 = 1L << 40, F2 };
enum class S : short { A, B };
namespace ns { enum N { P, Q }; }
int f() { long a = (long)H2; float b = (float)H1; unsigned char c = (unsigned char)H2; int d = static_cast<int>(H2); int e = (int)S::B; int g = (int)ns::Q; int h = int(H2); int i = (int)(F2); return (int)a + (int)b + c + d + e + g + h + i + (int)H1 * 2 + H2; }
