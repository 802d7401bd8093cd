// DESC: managed returned by reference and passed by ref
__managed__ double acc;
double &getAcc() { return acc; }
void add(double &d, double v) { d += v; }
void h() { add(acc, 1.0); getAcc() = 2; }
