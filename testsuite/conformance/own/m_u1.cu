// DESC: cufe's own case (recorded with the real cudafe++ 13.5): u1
__attribute__((foo)) void a();
__attribute__((foo(1,2))) void b();
[[foo]] void c();
[[gnu::foo]] void d();
[[clang::foo]] void e();
[[nv::foo]] void f();
__attribute__((__foo__)) void g();
__attribute__((const)) int h();
__attribute__((int)) void i();
[[using gnu: foo, hot]] void j();
__attribute__((host)) int v;
[[gnu::host]] int w;
[[host]] void l();
__attribute__((__host__)) void m();
