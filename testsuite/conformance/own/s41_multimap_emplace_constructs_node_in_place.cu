#include <map>
#include <set>
#include <unordered_set>
#include <unordered_map>
#include <list>
#include <deque>
#include <queue>
#include <utility>
__global__ void k(int *p) { p[threadIdx.x] = 0; }
int fill(int i)
{
    std::multimap<int, int> m; m.emplace(i, i);
    return (int)m.size();
}
int main() { int *p = 0; k<<<1, 1>>>(p); return fill(2); }
