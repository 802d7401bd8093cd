// DESC: new double[] with int braced elements
double *h() { return new double[2]{1, 2}; }
