// FLAGS: -std=c++17
// DESC: a standard attribute after a nested namespace scope
namespace a:: [[deprecated]] b { int x; }
