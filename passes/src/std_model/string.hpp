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
  ~string();
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
  static const size_type npos = -1;
  // (Parameters named: `substr(size_type = 0)` would read as a variable
  // with an initializer.)
  string substr(size_type pos = 0, size_type n = npos) const;
  size_type find(const char *s, size_type pos = 0) const;
  size_type find(const string &s, size_type pos = 0) const;
  size_type find(char c, size_type pos = 0) const;
  size_type rfind(const char *s, size_type pos = npos) const;
  size_type rfind(char c, size_type pos = npos) const;
  int compare(const string &) const;
  int compare(const char *) const;
  string &append(const char *);
  string &append(const string &);
  string &append(size_type, char);
  string &insert(size_type, const char *);
  string &erase(size_type pos = 0, size_type n = npos);
  string &replace(size_type, size_type, const char *);
  void resize(size_type);
  void reserve(size_type);
  void pop_back();
  char &front();
  char &back();
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
int stoi(const string &s, size_t *idx = 0, int base = 10);
long stol(const string &s, size_t *idx = 0, int base = 10);
float stof(const string &s, size_t *idx = 0);
double stod(const string &s, size_t *idx = 0);
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
