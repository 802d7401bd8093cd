// FLAGS: -std=c++20
// DESC: cufe's own case (recorded with the real cudafe++ 13.5): prefixed character and string literals are printed by their code points in hexadecimal (L'\x61', u'\x4e2d', U"\x65\x66", u8'\x78'); plain ones as written
int plain(int x) { return x + 1; }
void f(wchar_t, char16_t, char32_t);
void g(const wchar_t *, const char16_t *, const char32_t *);
void h() { f(L'a', u'b', U'c'); f(L'\n', u'\0', U'\x7f'); f(L'\u00e9', u'\u4e2d', U'\U0001F600'); g(L"ab", u"cd", U"ef"); wchar_t w = L'z'; char c = 'a'; char8_t e = u8'x'; (void)w; (void)c; (void)e; }
