typedef struct
{
    unsigned char r, g, b, a;
} RGBA8;

typedef struct {
  int x;
} Line;

typedef struct { int q; } One;

typedef enum
{
  RED,
  GREEN
} Color;

typedef enum { A1, B1 } Small;

typedef struct Named
{
  int n;
} NamedT;

int use(RGBA8 a, Line l, One o, Color c, Small s, NamedT n) { return a.r + l.x + o.q + c + s + n.n; }
