// DESC: a conditional whose arms are two enumerators has their enumeration type: the last arm is not converted
enum Mode { MA, MB };
struct D { Mode m; };
void f(bool c, D &d) { d.m = c ? MA : MB; Mode x = c ? MA : MB; int y = c ? MA : MB; int z = c ? 1 : MB; }
