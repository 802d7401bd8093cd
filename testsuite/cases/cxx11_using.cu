[[using gnu: host, device]] int f() { return 0; }
