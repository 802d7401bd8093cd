__constant__ float table[16];
