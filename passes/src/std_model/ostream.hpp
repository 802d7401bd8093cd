// <iostream> and <ostream>: output streams. Arithmetic types and pointers
// go through members, characters and strings through non-members, as in
// libstdc++: the parentheses cudafe++ prints around an operand follow.
namespace std {
class ostream {
public:
  ostream &operator<<(bool);
  ostream &operator<<(short);
  ostream &operator<<(unsigned short);
  ostream &operator<<(int);
  ostream &operator<<(unsigned int);
  ostream &operator<<(long);
  ostream &operator<<(unsigned long);
  ostream &operator<<(long long);
  ostream &operator<<(unsigned long long);
  ostream &operator<<(float);
  ostream &operator<<(double);
  ostream &operator<<(long double);
  ostream &operator<<(const void *);
  ostream &operator<<(ostream &(*)(ostream &));
  ostream &flush();
};
ostream &operator<<(ostream &, char);
ostream &operator<<(ostream &, const char *);
ostream &operator<<(ostream &, const string &);
extern ostream cout;
extern ostream cerr;
extern ostream clog;
ostream &endl(ostream &);
ostream &flush(ostream &);
}
