// DESC: managed var in decltype and auto
__managed__ long lm;
long h() { decltype(lm) x = lm; auto y = lm + 1; auto &z = lm; return x + y + z; }
