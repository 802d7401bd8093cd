int plain(int a) { return a; }
