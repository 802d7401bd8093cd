// DESC: static thread_local __managed__ variable in namespace
namespace n { static thread_local __managed__ int m; }
