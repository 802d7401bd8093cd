// A pointer to member function kernel parameter (named by a typedef or an
// alias) is passed to the device stub by reference and set up as a class
// object; cicc's C code gives all of them one struct type, which takes
// one temporary's number in the unit.
struct Shape {
    float area(int scale) const;
    void reset();
    int id;
};
typedef float (Shape::*AreaFn)(int) const;
using ResetFn = void (Shape::*)();
typedef int Shape::*IdPtr;

__global__ void measure(AreaFn fn, Shape *shapes, int n) { }
__global__ void clear(ResetFn fn, IdPtr id, Shape *shapes) { }
__global__ void both(AreaFn a, ResetFn r) { }

