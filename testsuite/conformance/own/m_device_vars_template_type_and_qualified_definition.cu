// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a managed variable of a class template's type keeps the template-id's blank (Box< int>  *bi), and a device variable declared extern in a namespace and defined through its qualifier (int k::ev = 3) is registered once, as defined
int plain(int x) { return x + 1; }
template <typename T> struct Box { T v; };
__managed__ Box<int> bi;
namespace k { extern __device__ int ev; }
__device__ int k::ev = 3;
int h() { return bi.v; }
