// FLAGS:
static thread_local int t = 1;
extern thread_local int w;
thread_local int u = 2;
