// DESC: __managed__ variable template in a namespace, specialised use from host code
namespace ns { template <typename T> __managed__ T zero = T(0); }
double h() { return ns::zero<double> + ns::zero<int>; }
