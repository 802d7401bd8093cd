// <chrono>: durations and clocks. A difference of time points is a
// duration object; converting it to another duration constructs one.
namespace std {
template <long N, long D = 1> struct ratio { };
typedef ratio<1, 1000> milli;
typedef ratio<1, 1000000> micro;
typedef ratio<1, 1000000000> nano;
namespace chrono {
template <class Rep, class Period = ratio<1> > class duration {
public:
  typedef Rep rep;
  duration();
  template <class R2, class P2> duration(const duration<R2, P2> &);
  Rep count() const;
};
typedef duration<long, nano> nanoseconds;
typedef duration<long, micro> microseconds;
typedef duration<long, milli> milliseconds;
typedef duration<long> seconds;
template <class C, class D> class time_point {
public:
  time_point();
  D time_since_epoch() const;
};
template <class C, class D> D operator-(const time_point<C, D> &, const time_point<C, D> &);
template <class To, class R, class P> To duration_cast(const duration<R, P> &);
struct system_clock {
  typedef chrono::nanoseconds duration;
  typedef chrono::time_point<system_clock, duration> time_point;
  static time_point now();
};
struct steady_clock {
  typedef chrono::nanoseconds duration;
  typedef chrono::time_point<steady_clock, duration> time_point;
  static time_point now();
};
typedef system_clock high_resolution_clock;
}
}
