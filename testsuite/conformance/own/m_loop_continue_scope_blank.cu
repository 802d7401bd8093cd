// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a loop whose body both continues it and declares something (a variable, static or not, a local class or typedef, a lambda's closure, a nested for's variable, a variable declared in an if condition) ends with one more blank (for and while: '}   ', do: '}  while'), where EDG places the continue label after the body's scope; a nested loop's continue or a break does not count
int plain(int x) { return x + 1; }
void y(float);
void a3(int n) {
  for (int j = 0; j < n; j++) { if (j == 1) continue; float s = 1.0f; y(s); }
  for (int j = 0; j < n; j++) { float s = 1.0f; if (j == 1) continue; y(s); }
  for (int j = 0; j < n; j++) { if (j == 1) continue; { float s = 1.0f; y(s); } }
  int k = 0;
  while (k < n) { k++; if (k == 1) continue; float s = 2.0f; y(s); }
  do { k--; if (k == 1) continue; float s = 2.0f; y(s); } while (k > 0);
  for (int j = 0; j < n; j++) { if (j == 1) continue; int q = j; float s = 1.0f; y(s + q); }
  for (int j = 0; j < n; j++) { if (j == 1) break; float s = 1.0f; y(s); }
  for (int j = 0; j < n; j++) { if (j == 1) { y(0); continue; } float s = 1.0f; y(s); }
  for (int j = 0; j < n; j++) { for (int i = 0; i < n; i++) { if (i) continue; } float s = 1.0f; y(s); }
  for (int j = 0; j < n; j++) { if (j == 1) continue; static float s = 1.0f; y(s); }
  for (int j = 0; j < n; j++) { if (j == 1) continue; int s; s = 2; y(s); }
}

void a4(int n) {
  for (int j = 0; j < n; j++) { if (j == 1) continue; if (int q = j) y(q); }
  for (int j = 0; j < n; j++) { if (j == 1) continue; if (j == 2) y(j); }
  int w = 0;
  for (int j = 0; j < n; j++) { if (j == 1) continue; if ((w = j)) y(w); }
  for (int j = 0; j < n; j++) { if (j == 1) continue; for (int i = 0; i < n; i++) y(i); }
  for (int j = 0; j < n; j++) { if (j == 1) continue; for (int i = 0; i < n; i++) { float s = 1.0f; y(s); } }
  for (int j = 0; j < n; j++) { if (j == 1) continue; [](){ int q = 1; y(q); }(); }
  for (int j = 0; j < n; j++) { if (j == 1) continue; struct P { int x; }; y(1); }
  for (int j = 0; j < n; j++) { if (j == 1) continue; typedef int T; y(1); }
  for (int j = 0; j < n; j++) if (j == 1) continue; else { float s = 1.0f; y(s); }
}

void a2(int n, float *data) {
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++) {
      if (i == j) continue;
      float sum = 0.0;
      data[i] = -sum;
    }
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++) {
      float sum = 0.0;
      data[i] = -sum;
    }
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++) {
      if (i == j) continue;
      y(j);
    }
  for (int j = 0; j < n; j++) {
    if (j == 1) continue;
    float s = 1.0f;
    y(s);
  }
}

int main() { a3(3); a4(3); a2(3, 0); return 0; }
