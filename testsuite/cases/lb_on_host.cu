void __launch_bounds__(64) f() {}
