// DESC: a lambda variable at namespace scope gets the typedef naming its closure type, as a local one does (a const one's names two), numbered with the unit's other closure typedefs
int plain(int x) { return x + 1; }
auto top = [](unsigned u) -> unsigned { return u + 1; };
const auto ctop = [](int x) { return x * 2; };
static auto stop = [](int x) { return x * 3; };
int g(int y) { auto a = [](int x) { return x; }; return a(y) + ctop(2) + stop(3) + (int)top(4u); }
__global__ void k(int *p) { p[0] = 1; }
int h() { k<<<1, 1>>>(nullptr); return 0; }
