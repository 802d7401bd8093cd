unsigned m() { return __activemask(); }
