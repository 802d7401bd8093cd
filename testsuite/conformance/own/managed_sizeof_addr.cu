// DESC: managed var address-of and sizeof
__managed__ long long ll;
void g(long long *);
void h() { g(&ll); unsigned long n = sizeof(ll); long long &r = ll; r = n; }
