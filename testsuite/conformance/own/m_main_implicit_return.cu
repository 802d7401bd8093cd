// DESC: main's body not ending in a return gets cudafe++'s `return 0;` behind its last statement
#include <cstdlib>
__global__ void k(int *p) { *p = 1; }
int helper(int x)
{
    if (x) {
        return 1;
    }
    return 2;
}
int main(int argc, char **argv)
{
    k<<<1, 1>>>(0);
    if (argc > 3) {
        return helper(argc);
    }
    exit(helper(argc) ? 0 : 1);
}
