// DESC: cufe's own case (recorded with the real cudafe++ 13.5): the alternative tokens and, or, not, bitand, bitor, xor, not_eq and the compound and_eq, or_eq, xor_eq print as the operators they stand for
int f(int a, int b, bool p, bool q) {
  if (p and q) a = 1;
  if (p or not q) a = 2;
  if (a not_eq b) a = (a bitand b) bitor (a xor b);
  a and_eq b;
  a or_eq 3;
  a xor_eq b;
  return compl a;
}
