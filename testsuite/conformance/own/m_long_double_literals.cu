// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a long double literal prints by its x87 extended value in the fewest digits that read back as that value (3.1415926535897932385L, 1.0E-5L though the value is 9.99...94e-6, DBL_MAX's 1.7976931348623157081E308L), plain between 1e-3 and 1e7 and scientific outside
long double a[] = {1.5L, 0.1L, 1e10L, 3.14159265358979323846264338327950288L, 1e-5L, 100.0L, 1.0L, 0.0L, 123456789012345678901234.0L, 2.5e-3L, 1e300L, 6.02e23L};
double b = 1.5L;
float c = 0.1L;
double dmax = ((double)1.79769313486231570814527423731704357e+308L), dmin = ((double)2.22507385850720138309023271733240406e-308L), eps = ((double)2.22044604925031308084726333618164062e-16L);
