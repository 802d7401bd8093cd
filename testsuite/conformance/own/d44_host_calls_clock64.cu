long long t() { return clock64(); }
