// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a destructor defined outside its class names the module (_ZN1TD1Ev)
struct T { ~T(); void start(); };
T::~T() { }
void T::start() {}
