// DESC: managed used in template with dependent expr
__managed__ float mf;
template <typename T> struct Acc { static T get() { return T(mf) * 2; } };
float h() { return Acc<float>::get() + Acc<int>::get(); }
