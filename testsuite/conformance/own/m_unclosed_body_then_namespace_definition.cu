void setup() {
  int x = 0;

namespace util {
int f() { return 1; }
}
