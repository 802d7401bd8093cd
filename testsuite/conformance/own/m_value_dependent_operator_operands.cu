// DESC: in a template, an operator with an operand that depends on a non-type template parameter (by value, not type) is left to each instance: the template's expression prints as an operator's, not an operator function call
struct OS {
  OS &operator<<(const char *);
  OS &operator<<(int);
  OS &operator<<(long);
  OS &operator<<(unsigned long);
};
extern OS out;
long table[64];
template <int n> void show(long (&known)[64], long total) {
  out << "a " << n << " b " << total << "\n";
  out << "c " << total << " d " << n;
  out << " e " << known[n];
  out << " f " << (n + 1) << "g";
  out << " h " << sizeof(long) * n << "i";
}
template <typename T> void showt(T v, long total) {
  out << "a " << total << " b " << v << "\n";
}
int main() {
  show<3>(table, 5);
  showt<int>(3, 5);
  return 0;
}
