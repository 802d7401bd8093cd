// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a call through a variable of a function pointer typedef's type (the GL and EGL extension pattern: PFNGLUNMAPBUFFERPROC glUnmapBuffer) gives the typedef's result type, so its conversions show: !(glUnmapBuffer(t)) for a GLboolean, st = (my_wait(...)) for an EGLint stored in a long
int plain(int x) { return x + 1; }
typedef unsigned char GLboolean;
typedef unsigned int GLenum;
typedef int EGLint;
typedef GLboolean( * PFNGLUNMAPBUFFERPROC)(GLenum target);
typedef EGLint ( *PFNWAIT)(void *dpy, int s, int f);
PFNGLUNMAPBUFFERPROC glUnmapBuffer = 0;
PFNWAIT my_wait = 0;
int main() {
  if (!glUnmapBuffer(34962)) return 1;
  long st;
  st = my_wait(0, 1, 0);
  unsigned u = glUnmapBuffer(1) + 1;
  return (int)st + (int)u;
}
