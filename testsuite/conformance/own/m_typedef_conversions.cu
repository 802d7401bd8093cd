typedef unsigned int myuint;
int f(myuint sortDir, myuint c, float *d) {
    myuint pos = 0;
    unsigned int q = 0;
    if (sortDir && d[pos - 1] > 0) return 1;
    d[0] = (c >> 0) & 255;
    return !sortDir + q;
}
