// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a class key before a known class's name in a parenthesized type-id is dropped (sizeof(struct gn) is sizeof(gn)), typedef'd or not
#include <cstdlib>
struct gn { int a; };
typedef struct bicl { int b; } bicl;
void f() {
  gn *gene = (gn *)calloc(4, sizeof(struct gn));
  bicl *bc = (bicl *)calloc(4, sizeof(struct bicl));
  free(gene);
  free(bc);
}
