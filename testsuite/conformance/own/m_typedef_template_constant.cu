typedef unsigned int myuint;
template <myuint sortDir> __device__ myuint search(myuint val, myuint *data, myuint L)
{
    myuint pos = 0;
    for (myuint stride = L; stride > 0; stride >>= 1) {
        myuint newPos = (pos + stride < L) ? pos + stride : L;
        if ((sortDir && (data[newPos - 1] <= val)) || (!sortDir && (data[newPos - 1] >= val)))
            pos = newPos;
    }
    return pos;
}
template <myuint sortDir> myuint hsearch(myuint val, myuint *data, myuint L)
{
    myuint pos = 0;
    if ((sortDir && (data[pos - 1] <= val)) || (!sortDir && (data[pos + 1] >= val)))
        pos = (myuint)val + 2;
    return pos;
}
__global__ void k(myuint *d) { d[0] = search<1>(d[1], d, 4); }
int main() { myuint d[4] = {0, 1, 2, 3}; return (int)hsearch<0U>(2, d, 4); }
