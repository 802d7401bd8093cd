extern "C" int printf(const char *, ...);
void f(int a)
{
    printf("%s %d\n", __extension__ __PRETTY_FUNCTION__, __extension__ a);
    int b = __extension__ (a + 1);
    printf("%d", b);
}
