// <iostream> and <ostream>: output streams. Arithmetic types and pointers
// go through members, characters and strings through non-members, as in
// libstdc++: the parentheses cudafe++ prints around an operand follow.
namespace std {
// The format flags' manipulators are functions of the stream base
// (`std::cout << std::fixed` passes one), as in libstdc++.
class ios_base {
public:
  typedef long streamsize;
};
ios_base &fixed(ios_base &);
ios_base &scientific(ios_base &);
ios_base &defaultfloat(ios_base &);
ios_base &hexfloat(ios_base &);
ios_base &hex(ios_base &);
ios_base &dec(ios_base &);
ios_base &oct(ios_base &);
ios_base &boolalpha(ios_base &);
ios_base &noboolalpha(ios_base &);
ios_base &showpoint(ios_base &);
ios_base &noshowpoint(ios_base &);
ios_base &showpos(ios_base &);
ios_base &noshowpos(ios_base &);
ios_base &showbase(ios_base &);
ios_base &noshowbase(ios_base &);
ios_base &uppercase(ios_base &);
ios_base &nouppercase(ios_base &);
ios_base &left(ios_base &);
ios_base &right(ios_base &);
ios_base &internal(ios_base &);
class ostream : public ios_base {
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
  ostream &operator<<(ios_base &(*)(ios_base &));
  ostream &flush();
  ostream &write(const char *, long);
  ostream &put(char);
  long precision(long);
  long width(long);
};
class istream : public ios_base {
public:
  istream &operator>>(bool &);
  istream &operator>>(short &);
  istream &operator>>(unsigned short &);
  istream &operator>>(int &);
  istream &operator>>(unsigned int &);
  istream &operator>>(long &);
  istream &operator>>(unsigned long &);
  istream &operator>>(long long &);
  istream &operator>>(unsigned long long &);
  istream &operator>>(float &);
  istream &operator>>(double &);
  istream &operator>>(long double &);
  istream &operator>>(ios_base &(*)(ios_base &));
  istream &read(char *, long);
  int get();
  int peek();
  istream &ignore(long n = 1, int delim = -1);
  bool good() const;
  bool eof() const;
  bool fail() const;
  explicit operator bool() const;
};
istream &operator>>(istream &, char &);
istream &operator>>(istream &, char *);
istream &operator>>(istream &, string &);
istream &getline(istream &, string &);
istream &getline(istream &, string &, char);
extern istream cin;
ostream &operator<<(ostream &, char);
ostream &operator<<(ostream &, const char *);
ostream &operator<<(ostream &, const string &);
extern ostream cout;
extern ostream cerr;
extern ostream clog;
ostream &endl(ostream &);
ostream &flush(ostream &);
ostream &ends(ostream &);
}
