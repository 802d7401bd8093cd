template <class T> void run(T *p, int n) {
  T a = int(); T b = int(3); T c = float(); T d = float(2); T e = 0; T f = n; T g = n + 1; T h = (int)n;
  int i = int(); int j = float(2); float k = int(); long l = int(4);
  T m = double(); T o = bool(); T q = unsigned();
  p[0] = int(); p[1] = float(2); p[2] = n;
}
template <class T> T ret() { return int(); }
template <class T> T ret2() { return float(2); }
int main() { float f[3]; run(f, 1); return ret<int>() + ret2<int>(); }
