// DESC: a class is placed at its name (or a typedef of an unnamed one at its brace), and an attribute of its head on a line of its own gets a marker there
typedef struct __align__(4)
{
    unsigned char r, g, b, a;
} RGBA8;
typedef struct __align__(8) { int x, y; } P8;
struct __align__(16) S16 { float v[4]; };
struct __attribute__((packed))
S1
{
    char c;
    int i;
};
