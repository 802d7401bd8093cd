// DESC: __nv_register_params__ on a variadic host function
__nv_register_params__ int f(int a, ...) { return a; }
