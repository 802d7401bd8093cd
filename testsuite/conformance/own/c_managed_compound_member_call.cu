// DESC: managed struct with member function call on host
struct Counter { int n; void inc() { ++n; } int get() const { return n; } };
__managed__ Counter ctr;
int h() { ctr.inc(); ctr.n += 2; return ctr.get(); }
