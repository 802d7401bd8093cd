int f() __attribute__((device));
