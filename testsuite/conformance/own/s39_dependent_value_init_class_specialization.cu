// In a template, a value-initialization or functional cast of a type its
// parameters decide (`T()`, `typename W<T>::Type(3)`) is a conversion EDG
// leaves to the instance, printed in parentheses; an object of a class
// template's specialization (`Buffer<T>()`) is a class object whatever
// the arguments, converted through its conversion function as written.
template <class T> struct Buffer {
    operator T *() { static T store[16]; return store; }
};
template <class T> struct Traits { typedef T Type; };

template <class T> T fill(int i)
{
    T *a = Buffer<T>();
    const T *b = Buffer<typename Traits<T>::Type>();
    auto c = Buffer<T>();
    T d = typename Traits<T>::Type();
    int e = typename Traits<T>::Type(3);
    int f = T(3);
    T g = typename Traits<T>::Type(i);
    T *h = c;
    return a[i] + b[i] + h[i] + d + e + f + g;
}

float use_fill() { return fill<float>(0) + fill<int>(1); }
