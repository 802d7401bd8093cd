__global__ void kk(int *p) {}
struct P { int a; double b; };
double *h1() { return new double[2]{1, 2}; }
long *h2(int x) { return new long[3]{x, 2, 3L}; }
double *h3() { return new double{1}; }
float *h4() { return new float(2); }
int *h5() { return new int[2]{1, 2}; }
P *h6() { return new P{1, 2}; }
char *h7() { return new char[3]{'a', 98, 0}; }
