struct Tile {
  int w, h
  __device__ int area() const { return w * h; }
};
