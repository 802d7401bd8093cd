// DESC: cufe's own case (recorded with the real cudafe++ 13.5): a try block's braces and each catch clause keep their own lines (try / # N / {, # N / catch (...) / # N / {)
struct Err { int code; };
struct Other { };

int f(int a) {
  int r = 0;
  try 
  {
    r = a;
  }
  catch( const Err& /*ex*/) 
  {    
    r = -1;
  } 
  try { r++; } catch (...) { r--; }
  try {
    r++;
  } catch (const Other &e) {
    r--;
  } catch (...) { r = 0; }
  return r;
}
