// DESC: a typedef written with attributes (the runtime texture object typedef) still names its arithmetic type for conversions
typedef __attribute__((aligned(8))) unsigned long long texobj_t;
texobj_t enc(texobj_t obj) { texobj_t t = 0; unsigned u = (unsigned)(obj & 0xFFFFFFFF); return t + u; }
