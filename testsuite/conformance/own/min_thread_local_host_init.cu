// DESC: plain thread_local host variable with initializer (anon-namespace name)
thread_local int t = 1;
