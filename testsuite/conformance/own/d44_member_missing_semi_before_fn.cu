struct Timer {
  float ms
  void start() {}
};
