// DESC: managed pointer var and address arithmetic
__managed__ int *mp;
__managed__ int buf[8];
void h() { mp = buf + 2; *mp = 3; mp[1] = buf[0]; int **pp = &mp; (*pp)++; }
