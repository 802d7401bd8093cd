// DESC: extern __managed__ declaration then plain definition
extern __managed__ int m;
int m = 1;
