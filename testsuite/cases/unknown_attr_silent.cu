__attribute__((frobnicate(1, 2))) void f();
[[vendor_thing]] int g;
