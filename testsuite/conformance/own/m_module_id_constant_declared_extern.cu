// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a const variable declared extern before has external linkage at its definition, so it names the module (_fmax) and prints as extern const
extern const float _fmax;
const float vmin = 1500.f;
const float _fmax = 25.0f;
