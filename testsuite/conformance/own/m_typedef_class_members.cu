// DESC: a class named through a typedef (named or unnamed struct) types its members: aggregate initializers and member assignments show their conversions
typedef struct cbd { const char *fn_name; double data; } cbd_t;
typedef struct { int *p; unsigned n; } anon_t;
void f() { cbd_t d = {0}; d.fn_name = "x"; d.data = 1; anon_t a = {0, 3}; cbd_t *pd = &d; pd->fn_name = "y"; }
