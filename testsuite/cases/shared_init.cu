__shared__ int s = 4;
