struct S { static int v; };
int S::v;
int S::v = 1;
