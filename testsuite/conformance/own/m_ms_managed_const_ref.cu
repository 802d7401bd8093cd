// DESC: __managed__ variable of const reference type
int backing = 3;
__managed__ const int &r = backing;
