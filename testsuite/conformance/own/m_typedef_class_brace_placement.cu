// DESC: the closing brace of a class a typedef declares is placed at the typedef's first declarator when that stands on a later line (`}` / `pair_t;` prints # 5 / `} pair_t;`), as a class's variable declarator already is
int tb_first(int x) { return x + 1; }
typedef struct
{
  int a, b;
}
tb_pair_t;
struct TbNamed
{
  int c;
}
tb_named_v;
typedef struct TbTwo
{
  int d;
} tb_two_t;
typedef struct
{
  int e;
}
*tb_pptr_t, tb_arr_t[2];
int tb_use(tb_pair_t p, tb_two_t t, tb_pptr_t q) { return p.a + tb_named_v.c + t.d + q->e; }
