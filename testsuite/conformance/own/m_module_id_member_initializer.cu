// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a class with a default member initializer is initialized by running code, so a variable of it without an initializer names the module (domain), as one with a virtual function, or with a base or member array whose class has a constructor, would
struct Domain { const int ni = 8; double *phi; };
struct A { A(); int v; };
struct WithBase : A { double *p; };
struct WithArray { A a[2]; };
Domain domain;
WithBase wb;
WithArray wa;
int main() { return domain.ni; }
