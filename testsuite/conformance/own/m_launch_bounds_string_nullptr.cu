// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a string literal (any prefix, concatenated) or nullptr (parenthesized or not) as a launch-attribute argument is a constant of the wrong type (#2412 naming "const char *", "const wchar_t *", "std::nullptr_t", ...) at the argument
__global__ void __launch_bounds__("128") k1() {}
__global__ void __launch_bounds__(nullptr) k2() {}
__global__ void __launch_bounds__(128, "2") k3() {}
__global__ void __maxnreg__("32") k4() {}
__global__ void __launch_bounds__(L"x") k5() {}
__global__ void __launch_bounds__(u8"x") k6() {}
__global__ void __launch_bounds__((nullptr)) k7() {}
__global__ void __launch_bounds__(u"x") k8() {}
__global__ void __launch_bounds__(U"x") k9() {}
__global__ void __launch_bounds__("a" "b") k10() {}
__global__ void __launch_bounds__(128, 2, nullptr) k11() {}
__global__ void __cluster_dims__("2") k12() {}
