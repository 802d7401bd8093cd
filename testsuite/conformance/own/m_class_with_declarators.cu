// DESC: a class defined with variables: a specifier before it placed at the declarator, the class at its name or brace, the closing brace at the declarator; the variables braced initializers typed by the class members (address constants converted in a static array)
typedef void (*fnptr_t)(void);
void fa(void);
void fb(void);
static
struct
{
    fnptr_t *fnptr;
    char const *name;
} extList[] = { {(fnptr_t *) &fa, "fa" }, {(fnptr_t *) &fb, "fb" } };
static struct { int a; const char *n; } two[] = {{1, "x"}, {2, "y"}};
struct Named { int a; const char *n; };
static Named three[] = {{1, "x"}, {2, "y"}};
Named four[] = {{1, "x"}};
static
struct SS1
{
    int a;
} w1 = {1};
static struct
{
    int a;
}
w2;
struct
{
    int a;
}
w3;
static struct { int a; } w4;
