// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a namespace declared inline once stays inline when reopened without the keyword (printed inline again); a name found through an inline namespace or a using-directive is qualified below the namespaces shared with the scope of use (v1::basic_text in lib and lib::inner, lib::v1:: at the top), a using-directive names its namespace the same way (using namespace d; in lib::e), and a typedef naming a class through a directive mangles by the class (_Z1fPN3lib1d1qE)
namespace lib {
inline namespace v1 { }
namespace v1 { template <class C> struct basic_text { C *data; }; struct plain { int x; }; }
typedef basic_text<char> text;
typedef plain p1;
namespace inner { typedef basic_text<int> t3; typedef plain p3; }
namespace d { struct q { int x; }; }
using namespace d;
typedef q q1;
}
typedef lib::basic_text<char> t2;
typedef lib::plain p2;
namespace app { using namespace lib; typedef q q3; }
namespace lib { namespace e { using namespace lib::d; typedef q q4; } }
int f(lib::q1 *a) { return a->x; }
using namespace lib;
typedef basic_text<short> t4;
typedef plain p4;
