extern "C" int printf(const char *, ...);
void f(int a)
{
 printf("%s", __func__); printf("%s", __PRETTY_FUNCTION__);
}
void g() { printf("%s", __func__); }
__device__ void d() { printf("%s", __func__); }
