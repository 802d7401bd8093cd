// DESC: a compound literal (T){...} of an aggregate (also a typedef of an unnamed struct) is printed ((T){...}) with its elements converted as the aggregate's members are; initializing a variable of its type, it is the braced list itself ({(-1), (-1)})
int first_function(int x) { return x + 1; }

typedef struct { int a; int b; } findex_t;
struct P { float x; double y; };
void ins(findex_t f) {}
void usep(P p) {}

findex_t g(int j, findex_t *frag) {
  findex_t f = (findex_t){-1, -1};
  f = (findex_t){0, j};
  *frag = (findex_t){-1, -1};
  ins((findex_t){1, 2});
  P p = (P){1, 2};
  usep((P){3, j});
  p = (P){j, 4};
  return (findex_t){j + f.a, 0};
}
