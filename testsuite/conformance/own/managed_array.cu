// DESC: managed array used on host
__managed__ int arr[16];
__managed__ double d2[2][3];
int h() { int t = 0; for (int i = 0; i < 16; ++i) t += arr[i]; d2[1][2] = 1.0; int *p = arr; return t + sizeof(arr) + sizeof arr[0] + *p; }
