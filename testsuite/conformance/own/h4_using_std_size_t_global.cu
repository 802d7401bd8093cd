#include <cstdio>
#include <vector>
#include <string>
using namespace std;
struct Acc { size_t n; ptrdiff_t d; };
size_t count_of(const vector<int>& v) { return v.size(); }
int main()
{
    vector<int> v(10, 1);
    size_t total = 0;
    for (size_t i = 0; i < v.size(); ++i) total += v[i];
    ptrdiff_t diff = v.end() - v.begin();
    string s = "abc";
    size_t len = s.size();
    std::size_t q = 3;
    ::size_t r = 4;
    printf("%zu %ld %zu %zu %zu %zu\n", total, (long)diff, len, q, r, count_of(v));
    return 0;
}
