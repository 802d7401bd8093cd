namespace __attribute__((deprecated)) a { int x; }
namespace __attribute__((aligned(8))) b { int y; }
namespace __attribute__((unused)) c { int z; }
namespace __attribute__((abi_tag("v1"))) d { }
namespace __attribute__((foo)) e { }
namespace __attribute__((always_inline)) f { }
namespace __attribute__((packed)) g { }
namespace [[deprecated]] h { }
namespace [[gnu::noinline]] i { }
namespace [[nodiscard]] j { }
