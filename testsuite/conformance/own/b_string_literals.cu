// DESC: string literal forms in host
const char *h(int i) { const char *a = "a" "b"; const char *b = "tab\tnl\n"; const wchar_t *w = L"w"; const char *r = R"(raw\n)"; return i ? a : (i > 1 ? b : r); }
