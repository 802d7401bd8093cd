namespace outer {
namespace __v1 {
struct Block {
    unsigned int rank() const { return 3; }
    unsigned int n;
};
Block make() { return Block(); }
typedef int Count;
}
using namespace __v1;
}

using namespace outer;
int g(unsigned long s)
{
    Block d = make();
    Count c = 2;
    unsigned long t = s + sizeof(Block);
    d.n = (unsigned)t;
    Block *p = &d;
    return p->rank() + c;
}

typedef unsigned long sz_t;
namespace std {
typedef unsigned long sz_t;
template <typename T> struct vec { T *p; sz_t n; };
}
using namespace std;
sz_t count_of(const vec<int> &v) { sz_t n = v.n; return n; }

namespace outer2 {
namespace __v1 {
struct Tile {
    unsigned int rank() const { return 3; }
    unsigned long long size() const { return 4; }
    unsigned int n;
};
Tile make2() { return Tile(); }
}
using namespace __v1;
}
namespace og2 = outer2;

int f2()
{
    og2::Tile b = og2::make2();
    outer2::Tile c = outer2::make2();
    int r = 0;
    if (b.rank() == 0) r = 1;
    if (c.size() > 2) r = 2;
    if (b.n < 5) r = 3;
    return r;
}
