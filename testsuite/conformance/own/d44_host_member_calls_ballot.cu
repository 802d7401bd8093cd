struct Warp {
  unsigned vote(bool b) const { return __ballot_sync(0xffffffffu, b); }
};
