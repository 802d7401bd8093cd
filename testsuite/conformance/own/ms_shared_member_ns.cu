// DESC: __shared__ on a non-static data member inside a namespace
namespace ns { struct S { __shared__ int x; int y; }; }
