// DESC: cufe's own case (recorded with the real cudafe++ 13.5): an alias declaration's array type is a type-id, its bound printed as an expression after a space (using PA = long [(n + 7) / 8]; using PD = i64 [2 * 3];), while a typedef's bound follows its name
typedef long long i64;
template <int n> using PA = long [(n + 7) / 8];
template <int n> using PB = i64 [(n+7)/8];
using PC = int [4];
using PD = i64[2 * 3];
typedef int PE[4];
template <int n> using PF = float;
PC x;
PD y;
