// <sstream>: string streams, which write and read as the standard streams
// do (their operators are the bases') and give their text as a `string`
// object: `os.str().c_str()` calls a member of a temporary.
namespace std {
class iostream : public istream, public ostream {
public:
  iostream();
};
class ostringstream : public ostream {
public:
  ostringstream();
  explicit ostringstream(const string &);
  string str() const;
  void str(const string &);
};
class istringstream : public istream {
public:
  istringstream();
  explicit istringstream(const string &);
  string str() const;
  void str(const string &);
};
class stringstream : public iostream {
public:
  stringstream();
  explicit stringstream(const string &);
  string str() const;
  void str(const string &);
};
}
