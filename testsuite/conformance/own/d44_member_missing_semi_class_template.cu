template <class T>
struct Stack {
  T *items
  int top;
};
