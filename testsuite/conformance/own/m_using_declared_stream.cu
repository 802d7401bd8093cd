// DESC: a variable a using-declaration brings in (using std::cerr) is class-valued: stream insertions through it are operator calls; a using-declaration ends its line
namespace std2 { struct ostream { ostream &operator<<(int); ostream &operator<<(ostream &(*)(ostream &)); }; ostream &operator<<(ostream &, const char *); ostream &endl(ostream &); extern ostream cerr; }
using std2::cerr;
using std2::endl;
enum E { EA };
void f(E err) { cerr << "code " << err << endl; std2::cerr << "x" << 1; }
