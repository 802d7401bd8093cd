// DESC: host lowering: an element of a container reached through a reference parameter has the container's element type, and a local declared const auto, auto or auto & from it holds that class, so comparing it calls its operator
int first_function(int x) { return x + 1; }

template <typename T> struct Vector {
  typedef T &reference;
  reference operator[](unsigned long i) const;
  unsigned long size() const;
};
struct Text { Text(const char *); bool operator==(const char *) const; };
struct Params { int x; };

Params load(const Vector<Text> &args, Vector<Text> &&moved) {
  Params p;
  p.x = 0;
  for (unsigned long i = 0; i < args.size(); ++i) {
    const auto arg = args[i];
    auto copy = args[i];
    const auto &ref = args[i];
    auto &&fwd = moved[i];
    if (arg == "--help" || arg == "-h") { p.x = 1; }
    if (copy == "x") { p.x = 2; }
    if (ref == "y") { p.x = 3; }
    if (fwd == "z") { p.x = 4; }
  }
  return p;
}
