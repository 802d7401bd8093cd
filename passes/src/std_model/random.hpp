// <random>: engines and distributions. Calling one calls its `operator()`,
// whose result converts as any other value (`rng() % 100000` takes the
// `unsigned long` of `mt19937`'s `result_type`).
namespace std {
template <class U, unsigned long W> class mersenne_twister_engine {
public:
  typedef U result_type;
  mersenne_twister_engine();
  explicit mersenne_twister_engine(result_type);
  result_type operator()();
  void seed(result_type);
  void discard(unsigned long long);
  static result_type min();
  static result_type max();
};
typedef mersenne_twister_engine<unsigned long, 32> mt19937;
typedef mersenne_twister_engine<unsigned long, 64> mt19937_64;
template <class U, U A, U C, U M> class linear_congruential_engine {
public:
  typedef U result_type;
  linear_congruential_engine();
  explicit linear_congruential_engine(result_type);
  result_type operator()();
  void seed(result_type);
  static result_type min();
  static result_type max();
};
typedef linear_congruential_engine<unsigned long, 16807UL, 0UL, 2147483647UL> minstd_rand0;
typedef linear_congruential_engine<unsigned long, 48271UL, 0UL, 2147483647UL> minstd_rand;
typedef mt19937 default_random_engine;
class random_device {
public:
  typedef unsigned int result_type;
  random_device();
  result_type operator()();
  double entropy() const;
};
template <class T = int> class uniform_int_distribution {
public:
  typedef T result_type;
  uniform_int_distribution();
  explicit uniform_int_distribution(T, T = 2147483647);
  template <class G> result_type operator()(G &);
  result_type a() const;
  result_type b() const;
  result_type min() const;
  result_type max() const;
  void reset();
};
template <class T = double> class uniform_real_distribution {
public:
  typedef T result_type;
  uniform_real_distribution();
  explicit uniform_real_distribution(T, T = T(1));
  template <class G> result_type operator()(G &);
  result_type a() const;
  result_type b() const;
  void reset();
};
template <class T = double> class normal_distribution {
public:
  typedef T result_type;
  normal_distribution();
  explicit normal_distribution(T, T = T(1));
  template <class G> result_type operator()(G &);
  T mean() const;
  T stddev() const;
  void reset();
};
class bernoulli_distribution {
public:
  typedef bool result_type;
  bernoulli_distribution();
  explicit bernoulli_distribution(double);
  template <class G> result_type operator()(G &);
  double p() const;
  void reset();
};
}
