// DESC: cufe's own case (recorded with the real cudafe++ 13.5): kernel parameters of enum types (spelled enum E, passed as simple arguments, an enum's underlying type sizes it)
enum E { A, B };
enum class F : char { X };
__global__ void k(E e, F f, int x) { }
