int a [[maybe_unused]] = 1;
int b [[gnu::used]] = 1;
int e [[gnu::unused]] = 2, f [[maybe_unused]] = 3;
static double g [[maybe_unused]] = 1.5;
void h() { int q [[maybe_unused]] = 4; long r [[maybe_unused]] = 5; (void)q; (void)r; }
