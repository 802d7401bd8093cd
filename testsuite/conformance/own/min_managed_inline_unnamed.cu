// DESC: __managed__ in nested inline unnamed namespace
namespace outer { inline namespace { __managed__ int m; } }
