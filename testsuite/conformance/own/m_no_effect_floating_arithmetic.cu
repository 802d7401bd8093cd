void go(int i, float fl, double d, bool b) {
    fl * 2;
    fl < 1;
    i + fl;
    fl == fl;
    (fl + 1) < 2;
    fl + 1, i;
    i, fl + 1;
    1.0 + 2.0;
    -1.5;
    1.5;
    i * 2.0;
    d / 2;
    !(fl + 1);
    (fl + 1) ? i : 2;
    i ? fl + 1 : d;
    (float)i;
    fl = fl;
    i % 3;
    i / 2;
    i << 1;
    &i;
    sizeof(fl + 1);
}
