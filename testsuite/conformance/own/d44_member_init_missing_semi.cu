struct Params {
  float alpha = 0.5f
  float beta = 1.0f;
};
