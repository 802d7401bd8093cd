// DESC: managed in braced and copy init of struct
__managed__ int a, b;
struct Q { int x, y; };
int h() { Q q{a, b}; Q r = {b, a}; int arr[] = {a, b, 3}; return q.x + r.y + arr[0]; }
