struct Block {
  float data[256]
  int count;
};
