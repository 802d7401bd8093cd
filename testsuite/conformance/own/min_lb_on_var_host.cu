// DESC: __launch_bounds__ on a plain host variable: host output keeps attribute?
int __launch_bounds__(128) v;
