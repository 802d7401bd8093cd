// DESC: floating literals printed by value (shortest digits, plain between 1e-3 and 1e7, else scientific) and statement bodies whose brace opens on a later line
#include <cstdlib>
#include <cmath>
int userf(int a) { return a; }
double lits(double x)
{
    double a = 1e-5 + 2.5e10 + 0.5 + 1.0 + 3. + 1e5 + 100.0 + 1.5e-3 + 0.1 + 123.456;
    float b = 1e-5f + 0.5f + 2.f + 1.25e3f;
    return a + b;
}
int calls(int x)
{
    int r = rand() / 2 + userf(x) * 3;
    double d = fabs(x - 1.0) > 2.0 ? sqrt(4.0) : 1.0;
    if (x > 0)
    {
        r = 1;
    }
    else
    {
        r = 2;
    }
    for (int i = 0; i < 3; i++)
    {
        r += i;
    }
    while (r > 100)
    {
        r--;
    }
    return r + (int)d + abs(x) + atoi("1") * 2;
}
float f[] = { 3.14159265358979f, 0.1f, 16777216.0f, 1e7f, 1e6f, 123456.7f, 1e-4f, 3.4e38f };
double v2[] = { 3.14159265358979, 0.1, 1e-4, 0.001, 12345678.5, 1e16, 0.5e-6, 0x1p3, 0x1.8p1, 9999999.0, 0.00001234 };
