template <class T> void run(T *p, int n) {
  long a = 0; float b = 1; double c = 2.5f; T d = 1.5; int e = 0; char f = 'a'; unsigned g = 3; T h = (int)n;
  int i = (int)n; float j = (float)n; T k = -1; T l = 1 + 2; int m = 1 + 2; float o = n; long q = n;
  T r = (T)n; float s = (float)n; T t = static_cast<int>(n); int u = static_cast<int>(n); long v = (int)n;
  p[0] = 1; p[1] = (int)n; n = (int)p[0]; n = int();
}
void plain(float *p, int n) {
  long a = 0; float b = 1; double c = 2.5f; int e = 0; char f = 'a'; unsigned g = 3;
  int i = (int)n; float j = (float)n; int m = 1 + 2; float o = n; long q = n;
  float s = (float)n; int u = static_cast<int>(n); long v = (int)n;
  p[0] = 1; p[1] = (int)n; n = (int)p[0];
}
int main() { float f[3]; run(f, 1); plain(f, 1); }
