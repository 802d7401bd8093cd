// DESC: __device__ helpers taking standard stream and string types, called from a host logger
#include <iostream>
#include <string>
struct Rec { int id; };
__device__ void put(std::ostream &o, const Rec &r);
__device__ void put_ptr(std::ostream *o, int n);
__device__ void put_name(const std::string &s, std::ostream &o);
__device__ void get(std::istream &i, Rec &r);
void log(std::ostream &o, const Rec &r, const std::string &s) {
  put(o, r);
  put_ptr(&o, 3);
  put_name(s, o);
  get(std::cin, const_cast<Rec &>(r));
}
