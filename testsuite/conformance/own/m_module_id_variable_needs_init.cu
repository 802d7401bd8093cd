// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a variable without an initializer names the module when default-initializing it runs code: its class, or a member's class through a typedef naming a class of an inline namespace reopened without the keyword (as libstdc++ does with std::__cxx11 for std::string), has a constructor; a plain struct's does not
namespace lib {
inline namespace v1 { }
namespace v1 { template <class C> class basic_text { public: basic_text(); C *data; }; }
typedef basic_text<char> text;
}
struct Plain { int n; double *p; };
namespace app { struct Config { lib::text name; }; }
Plain plain;
app::Config cfg;
int main() { return plain.n; }
