template <typename T>
struct DeviceArray {
  T *ptr_ = nullptr;
  ~DeviceArray() {
    if (ptr_) cudaFree(ptr_)
  }
};
DeviceArray<int> g_arr;
