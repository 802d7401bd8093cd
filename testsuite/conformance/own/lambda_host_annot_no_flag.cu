// DESC: __host__ lambda without --extended-lambda
void h() {
  auto l = [] __host__ () { return 1; };
  l();
}
