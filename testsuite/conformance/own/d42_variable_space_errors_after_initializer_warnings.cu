__managed__ const char *msg = "hi";
__managed__ char *msg2 = "hi";
__managed__ unsigned char big = 300;
__managed__ int &r2 = *(int*)0;
__device__ int &r3 = *(int*)0;
__constant__ unsigned char big2 = 256;
__shared__ unsigned char big3 = 999;
