#pragma foo(a,b , c)
#pragma foo a+b-=c
#pragma omp parallel for schedule(static, 4) num_threads(n)
#pragma weak sym
#pragma STDC FP_CONTRACT ON
#pragma clang loop vectorize(enable)
#pragma foo::bar x.y->z [1] {2}
#pragma x "a" "b" 'c' 1.5f 0x10
#pragma GCC push_options
#pragma nounroll
#pragma diag_suppress 177
int g;
void sym() {}
int main() { return g; }
