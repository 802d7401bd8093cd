// FLAGS: -std=c++20
struct Id { unsigned v; friend bool operator==(Id, Id) = default; };
struct Id2 { unsigned v; friend bool operator==(Id2 a, Id2 b) { return a.v == b.v; } };
struct Id3 { unsigned v; friend bool operator==(const Id3 &, const Id3 &) = default; friend auto operator<=>(const Id3 &, const Id3 &) = default; };
int f(bool);
int main() {
  Id i{1}, j{2}; Id2 a{1}, b{2}; Id3 c{1}, d{2};
  f(i == j); f(a == b); f(a != b); f(c != d); f(c < d);
  return i != j && a != b;
}
