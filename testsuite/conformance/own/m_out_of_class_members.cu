// DESC: an out-of-class destructor (S::~S) is the class's member: its body and an out-of-class constructor's initializers see the data members (this->), a static data member is named as it is
#include <stddef.h>
class Sim {
  float *m_map;
  size_t m_w, m_h;
  int m_steps[4];
  static int s_count;
public:
  Sim(size_t w, size_t h);
  ~Sim();
  void step(float t);
};
int Sim::s_count = 0;
Sim::Sim(size_t w, size_t h) : m_map(nullptr), m_w(w), m_h(h) {}
Sim::~Sim() { m_map = NULL; s_count--; }
void Sim::step(float t) { m_steps[0] = m_w * 2; if (m_map) m_map[0] = t; }
