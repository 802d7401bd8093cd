// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a class template's override of a dependent base's virtual function (struct D : B<T>) is checked in each instance the unit makes, named with its arguments ([with T=int]) and the instance's place; none when it makes none; override there adds no virtual to the host output; classes in namespaces are named with them
int plain(int x) { return x + 1; }
template <typename T>
struct B { __device__ virtual T f() { return T(); } };
template <typename T>
struct D : B<T> { T f() override { return T(1); } };
D<int> di;
D<double> dd;
template <typename T>
struct B2 { __device__ virtual T f() { return T(); } };
template <typename T>
struct D2 : B2<T> { T f() override { return T(1); } };
namespace shapes {
struct Base { __device__ virtual float area() const { return 0; } };
struct Sq : Base { float s; float area() const override { return s * s; } };
}
