struct __launch_bounds__(128) Block { int tid; };
class __maxnreg__(32) Warp { int lane; };
enum __cluster_dims__(2) Mode { A, B };
union __launch_bounds__(64, 2) U { int i; float f; };
struct Fwd;
struct __launch_bounds__(32) Fwd2;
