namespace n { int x; }
namespace n { int x; }
