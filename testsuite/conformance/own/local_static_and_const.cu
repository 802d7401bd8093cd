// DESC: host function with static locals and const globals
const int K = 3;
static int g_count = 0;
int h() { static int calls = 0; ++calls; const double pi = 3.14159; return calls + K + g_count++ + (int)pi; }
