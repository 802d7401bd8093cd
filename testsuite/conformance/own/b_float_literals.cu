// DESC: host float literal forms
double h() { float a = 1.f, b = .5f, c = 1e-3F, d = 2.5e+2f; double e = 1., f = 1e10, g = 0.1L; long double l = 3.0L; return a + b + c + d + e + f + g + l; }
