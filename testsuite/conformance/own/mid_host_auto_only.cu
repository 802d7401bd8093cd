// DESC: module id: only a host auto variable
auto hv = 3.0f;
