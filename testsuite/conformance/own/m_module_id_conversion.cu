// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a const conversion function defined outside its class, in a namespace, names the module (cv and the type after the scope: _ZNK1n1TcvPKNS_1VEEv), and its declarator prints as operator const V *() with no space before the parameters
namespace n {
struct V {};
struct T { operator const V *() const; unsigned get(); };
T::operator const V *() const { return 0; }
unsigned T::get() { return 1; }
}
