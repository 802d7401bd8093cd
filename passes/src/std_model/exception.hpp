// <exception>: the base of the standard exceptions.
namespace std {
class exception {
public:
  exception();
  virtual ~exception();
  virtual const char *what() const;
};
class bad_alloc : public exception {
public:
  bad_alloc();
};
}
