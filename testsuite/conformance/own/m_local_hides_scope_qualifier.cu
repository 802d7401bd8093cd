// DESC: a parameter or local variable named like a namespace hides it as a type's scope qualifier in the whole block that declares it (before the declaration too, and in nested blocks): such type names are printed from the global scope (::cli::Menu), in declarations, casts, sizeof, functional casts and template arguments; expression names (cli::f(1)) stay as written
int first_function(int x) { return x + 1; }

namespace cli {
struct Menu { int a; };
int f(int x) { return x; }
struct Cli { Cli(int) {} int v() const { return 1; } };
}
namespace cl2 { struct M { int a; }; }
namespace cl3 { struct M { int a; }; }
namespace cl4 { struct M { int a; }; }

template <class T> T *make_one() { return new T(); }

int g(int cl3) {
  cli::Menu m0;
  m0.a = 1;
  int r = cli::f(1);
  {
    cl2::M inner;
    inner.a = 2;
    int cl2 = 3;
    r += cl2 + inner.a;
  }
  cl2::M outer;
  outer.a = r;
  cli::Cli cli(r);
  cl3::M p;
  p.a = 4;
  if (r) { cl4::M z; z.a = 5; r += z.a; }
  int cl4 = 2;
  return r + m0.a + outer.a + p.a + cl3 + cl4 + cli.v();
}

int h() { cli::Menu m; m.a = 0; return m.a + (int)sizeof(cli::Menu); }

int k() {
  cli::Menu *p = make_one<cli::Menu>();
  cli::Menu q = cli::Menu();
  int r = (int)sizeof(cli::Menu) + ((cli::Menu *)p)->a;
  int cli = p->a + q.a + r;
  delete p;
  return cli;
}
