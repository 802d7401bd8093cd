__declspec(dllexport) void f();
