// DESC: builtin type words printed as cudafe++ spells the type (unsigned int is unsigned, long unsigned int unsigned long, short int short) in declarations, parameters, locals, casts and sizeof; signed int stays
unsigned int a1;
long int a2;
unsigned long int a3;
long long int a4;
short int a5;
signed int a6;
signed char a7;
long unsigned a8;
unsigned short int a10;
long double a11;
unsigned int f1(unsigned int x, short int y, long unsigned int z)
{
    unsigned int local = x;
    long int l2 = (long int)y;
    unsigned long long int big = sizeof(unsigned int);
    for (unsigned int i = 0; i < x; ++i) { local += i; }
    return local + (unsigned int)z + l2 + big;
}
__global__ void k(unsigned int n, long int m) {}
