// DESC: class template with static member fn launching and static data
template <int B> struct L { static const int blocks = B; static void go(int *p); };
__global__ void k(int *p) { }
template <int B> void L<B>::go(int *p) { k<<<blocks, 32>>>(p); }
void h(int *p) { L<4>::go(p); }
