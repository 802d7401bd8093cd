struct Mesh {
  __device__ float area(int i) const
  __device__ float volume(int i) const;
};
