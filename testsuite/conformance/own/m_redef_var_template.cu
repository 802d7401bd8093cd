template <class T> T x;
template <class T> T x;
