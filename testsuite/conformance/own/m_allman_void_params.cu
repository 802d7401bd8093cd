// DESC: functions written with (void) and with the body's brace on the next line (Allman style)
typedef void (*fp_t)(void);
__device__ int d1(int a)
{
    return a;
}
struct S {
    int v;
    S(int x)
        : v(x)
    {
    }
    void m(void);
    int get() const
    {
        return v;
    }
    __device__ int dget() const
    {
        return v;
    }
};
void S::m(void)
{
}
int (*pick(int x))(void);
__global__ void k(void)
{
}
__global__ void kp(int *p)
{
    p[0] = 1;
}
template <class T>
T twice(T x)
{
    return x + x;
}
template <> int twice<int>(int x) { return x * 2; }
extern "C" void cfun(void);
int use(void)
{
    S s(1);
    k<<<1, 1>>>();
    return s.get() + twice(2);
}
