// DESC: __attribute__((global)) with int return type
__attribute__((global)) int k() { return 0; }
