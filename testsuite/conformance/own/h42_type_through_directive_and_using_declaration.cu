#include <vector>
#include <string>
namespace host { using std::vector; using std::string; struct Item { int v; }; typedef int Id; }
using std::vector;
void a() { vector<int> v(3); (void)v; }
void b() { host::vector<int> v(3); host::string s; (void)v; }
using namespace host;
void c() { string s; Item it; Id i = 0; (void)s; (void)it; (void)i; }
namespace lib { void d() { vector<float> w; (void)w; } }
