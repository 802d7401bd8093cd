#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cctype>
#include <ctime>
int main(int argc, char** argv)
{
    float a = rand() / (float)RAND_MAX;
    double b = atoi(argv[1]) * 0.5;
    double c = atof(argv[1]) + 1;
    float c2 = atof(argv[1]);
    size_t l = strlen(argv[0]) + 1;
    int l2 = strlen(argv[0]);
    long t = atol(argv[1]) * 2;
    int cmp = strcmp(argv[0], "x") == 0;
    int r = rand() % 10;
    unsigned u = rand() % 10u;
    int x = toupper(argv[0][0]);
    long long ll = atoll(argv[1]) + 1LL;
    double d2 = strtod(argv[1], 0) * 2.0f;
    long li = strtol(argv[1], NULL, 10) + 1;
    float tt = time(NULL) * 1.0f;
    double q = drand48() + 1.0f;
    unsigned seed = time(0);
    srand(time(NULL));
    float pr = printf("x") + 0.5f;
    double m = memcmp(argv[0], argv[1], 2) * 1.0;
    float ch = getchar() / 2.0f;
    double lab = labs(t) * 1.0;
    return (int)(a + b + c + c2 + l + l2 + t + cmp + r + u + x + ll + d2 + li + tt + q + seed + pr + m + ch + lab);
}
