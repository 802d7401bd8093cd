// <string>: std::string (one class, not the basic_string template: the
// printed form does not tell them apart) and its non-member operators.
namespace std {
class string {
public:
  typedef unsigned long size_type;
  typedef __normal_iterator<char> iterator;
  string();
  string(const char *);
  string(const char *, size_type);
  string(const string &);
  string(size_type, char);
  string &operator=(const string &);
  string &operator=(const char *);
  string &operator=(char);
  string &operator+=(const string &);
  string &operator+=(const char *);
  string &operator+=(char);
  char &operator[](size_type);
  char &at(size_type);
  const char *c_str() const;
  const char *data() const;
  size_type size() const;
  size_type length() const;
  bool empty() const;
  void clear();
  iterator begin();
  iterator end();
  string substr(size_type = 0, size_type = -1) const;
  size_type find(const char *, size_type = 0) const;
  string &append(const char *);
  void push_back(char);
};
string operator+(const string &, const string &);
string operator+(const string &, const char *);
string operator+(const char *, const string &);
string operator+(const string &, char);
string operator+(char, const string &);
bool operator==(const string &, const string &);
bool operator==(const string &, const char *);
bool operator==(const char *, const string &);
bool operator!=(const string &, const string &);
bool operator!=(const string &, const char *);
bool operator!=(const char *, const string &);
bool operator<(const string &, const string &);
string to_string(int);
string to_string(unsigned);
string to_string(long);
string to_string(unsigned long);
string to_string(long long);
string to_string(unsigned long long);
string to_string(float);
string to_string(double);
string to_string(long double);
}
