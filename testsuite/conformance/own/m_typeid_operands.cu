// DESC: typeid: a type operand named by a typedef is printed as the type the typedef stands for (through every typedef: a builtin type, or a class named from the global scope, a specialization with its arguments), a type operand named otherwise as written; typeid gives a class object (std::type_info), so == and != on it call the class's operator functions
int first_function(int x) { return x + 1; }

namespace std {
class type_info {
public:
  virtual ~type_info();
  const char *name() const { return nm; }
  bool operator==(const type_info &o) const noexcept { return nm == o.nm; }
  bool operator!=(const type_info &o) const noexcept { return !operator==(o); }
protected:
  const char *nm;
};
}

typedef int MyInt;
typedef MyInt MyInt2;
struct S { int a; };
typedef S SS;
namespace n { typedef S NS; struct T {}; typedef unsigned long Size; }
template <class X> struct W { X x; };
typedef W<int> WI;
namespace lib { template <class X, class Y = int> struct Pair { X x; Y y; }; typedef Pair<char> CharPair; }
using lib::CharPair;

int f(const std::type_info *t, S s) {
  int r = 0;
  if (*t == typeid(int)) r++;
  if (*t == typeid(MyInt2)) r++;
  if (*t == typeid(SS)) r++;
  if (*t == typeid(n::NS)) r++;
  if (*t == typeid(n::T)) r++;
  if (*t == typeid(n::Size)) r++;
  if (*t == typeid(WI)) r++;
  if (*t != typeid(CharPair)) r++;
  if (typeid(s) == *t) r++;
  if (typeid(S) == typeid(s)) r++;
  bool b = typeid(int) == *t;
  const char *nm = typeid(SS).name();
  return r + b + (nm != 0);
}
