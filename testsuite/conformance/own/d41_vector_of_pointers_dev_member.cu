// DESC: host calls a __device__ member through a std::vector of pointers
#include <vector>
struct Node { int k; __device__ int key() const { return k; } };
int first_key(const std::vector<Node *> &ns) { return ns[0]->key(); }
