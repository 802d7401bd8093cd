// DESC: a member function called through an object whose type is a typedef of a class template's specialization (typedef BS<char> str) has the template's result type when the typedef's own name finds none (!(s.size()) converts an int); a parenthesized pointer declarator after a typedef name is set off from it as after a builtin type (i32 (*compare)(...)), and a function type's parameter names are set off from their pointer operators even in a definition's parameters (const void * key)
int first_function(int x) { return x + 1; }
template <bool B, class R> struct En { };
template <class R> struct En<true, R> { typedef R type; };
template <class T> struct IsNum { static const bool value = false; };
template <class C> struct BS {
  BS(const C *p);
  int compare(const BS &o) const;
  int compare(const C *p) const;
  template <class T> typename En<IsNum<T>::value, int>::type compare(const T &t) const;
  int size() const;
};
typedef BS<char> str;
int specialization_typedef(char **argv, int i, str s) {
  int r = 0;
  if (!s.compare(argv[i])) r++;
  if (!s.size()) r++;
  if (!str("x").compare(argv[i]) || !((str)"y").compare(argv[i])) r++;
  return r;
}

typedef int i32;
typedef struct lt { i32 (*compare)(const void *key, const void *with); void (*del)(void *datum); } lt;
void li(lt *l, i32 (*compare)(const void *key, const void *with), void (*del)(void *));
void li(lt *l,
    i32 (*compare)(const void *key,
      const void *with),
    void (*del)(void *))
{
  l->compare = compare;
  l->del = del;
}
void lk(lt *l, int (*compare)(const void *key, const void *with), i32 (&pick)(int *vals, int n), void (*del)(void *))
{
  l->compare = compare;
}
