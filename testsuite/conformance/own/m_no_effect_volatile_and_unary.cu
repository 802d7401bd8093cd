void go(int i, float fl, double d, int* p, volatile int vv, const volatile int* cvp) {
    -i;
    +i;
    ~i;
    -fl;
    +fl;
    !fl;
    -d;
    i - 1;
    fl - 1.0f;
    -(i);
    1 - i;
    -1;
    -p[0];
    vv + 1;
    *cvp;
    i, vv;
}
__device__ void dgo(int i, float fl) {
    -i;
    -fl;
    i;
}
