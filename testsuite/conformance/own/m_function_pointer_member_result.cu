// DESC: a call through a data member pointing to a function gives the type it returns (a typedef resolved): converted where used (li && ((l->compare)(a, b)))
int plain(int x) { return x + 1; }
typedef int int32_t;
struct item { void *datum; item *next; };
struct list { item *head; int32_t (*compare)(const void *key, const void *with); double (*weight)(int); };
void *get(item *li);
item *find(list *l, void *datum) {
  item *li;
  for (li = l->head; li && l->compare(datum, get(li)); li = li->next) { }
  double w = l->weight(2) + 1;
  int c = l->compare(datum, datum) * 2.0;
  return li ? li : (item *)(w > c);
}
void *get(item *li) { return li->datum; }
