// DESC: brace elision in a class initializer: values initialize the scalars of an aggregate member in order (a char array first member converts {0} to {(0)}), nested braces still start a member
struct P1 { char name[4]; int major; };
typedef struct { char name[4]; int major; } P2;
struct P3 { int a; char n[4]; };
struct P4 { char c; int d; };
void g() { P1 a = {0}; P2 b = {0}; P3 c = {0}; P4 d = {0}; struct P1 e = {0}; P1 f = {}; }

struct Q { P1 p; float f; };
void g2() { P1 a = {0, 1}; Q q = {0}; Q r = {{0}, 1}; float m[2][2] = {1, 2}; }
