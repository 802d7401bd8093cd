[[nv::foo]] void f();
