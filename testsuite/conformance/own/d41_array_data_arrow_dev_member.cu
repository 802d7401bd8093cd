// DESC: host calls a __device__ member through std::array::data()
#include <array>
struct Px { unsigned char v; __device__ int val() const { return v; } };
int first(std::array<Px, 4> &row) { return row.data()->val(); }
