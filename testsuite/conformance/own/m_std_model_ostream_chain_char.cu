#include <iostream>
int g();
void f() { std::cout << "steps: " << g() << std::endl; std::cerr << 1.5 << '\n'; }
