// DESC: __managed__ rvalue reference
int t;
__managed__ int &&r = static_cast<int&&>(t);
