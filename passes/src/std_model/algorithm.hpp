// <algorithm> and <numeric>: the algorithms return what their iterator
// arguments are, so `*std::max_element(b, e)` is an operator call.
namespace std {
template <class I> I max_element(I, I);
template <class I> I min_element(I, I);
template <class I, class T> I find(I, I, const T &);
template <class I> void sort(I, I);
template <class I, class C> void sort(I, I, C);
template <class I> void reverse(I, I);
template <class I, class T> void fill(I, I, const T &);
template <class I, class O> O copy(I, I, O);
template <class I, class T> T accumulate(I, I, T);
template <class I, class T> void iota(I, I, T);
}
