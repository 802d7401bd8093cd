// DESC: host calls plain host fn with class refs
struct Cfg { };
bool same(const Cfg &, const Cfg &) { return true; }
__global__ void k() { }
bool h() { Cfg a, b; return same(a, b); }
