// DESC: a call through a function pointer a data member holds parenthesizes the member access (l->compare)(a, b); a member function's call does not
typedef struct list { int (*compare)(const void *, const void *); struct list *next; void *head; } list_t;
struct Ops { float (*apply)(float); float scale; float run(float x) const { return x; } };
int cmp(const void *a, const void *b) { return 0; }
int use(list_t *l, const void *a, Ops o, Ops *p) {
  int r = l->compare(a, a);
  float f = o.apply(1.0f) + p->apply(2.0f) + o.run(3.0f);
  if (l->compare(a, a) < 0) { r = 1; }
  return r + (int)f;
}
