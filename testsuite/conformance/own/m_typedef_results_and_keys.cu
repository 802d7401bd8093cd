// DESC: types written through typedefs and elaborated names: a call's typedef'd result converted on assignment, null stored in an array of function-pointer typedefs, enumeration and class keys dropped from parameter types, braces around a character array's string dropped
typedef enum RT_enum { RT_A, RT_B } RT;
typedef struct Desc_st { RT resType; int x; } Desc;
typedef int status_t;
typedef unsigned flag_t;
typedef void (*handler_t)(int);
status_t wait_for(int);
handler_t handlers[4];
enum Mode { M1, M2 };
struct Pair { int a, b; };

void set_desc() { Desc w; w.resType = RT_A; }
void poll() { flag_t s = 1; s = wait_for(0); }
void reset() {
    handlers[1] = 0;
    handlers[2] = __null;
    if (handlers[0] == __null) return;
}
extern "C" void by_mode(int *out, enum Mode mode, struct Pair *p) { *out = mode; }
void by_value(struct Pair p, enum Mode m) {}
const char usage[] = {"usage: " "tool [options]"};
const char name[8] = {"cufe"};
const char *names[] = {"a", "b"};
