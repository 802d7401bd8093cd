struct Blob { char *p; }
extern "C" __global__ void entry(int *o) { o[0] = 1; }
