extern __shared__ float buf[];
