// DESC: int-returning static member of nontemplate class converted
struct A { static int get() { return 0; } };
float h() { return 1.0f + A::get(); }
