// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a constructor defined outside its class names the module by its complete-object name (_ZN5timer1TC1Ev)
namespace timer { struct T { T(); void start(); }; }
namespace timer {
T::T() { start(); }
void T::start() {}
}
