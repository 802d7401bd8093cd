// DESC: a data member declared as an array (half *hp[2]) has array type where its element is named through the object: an element of an array of pointers to a class is a pointer, so assigning one is the builtin assignment, printed plain ((model->hp)[1]) = t
struct AmHf { unsigned short x; AmHf &operator=(float f) { x = (unsigned short)f; return *this; } };
struct AmMdl { AmHf *hp[2]; float *fp[2]; AmHf h1; AmHf grid[2][2]; };
void am_use(AmMdl *model, int i, AmHf *hq, float *pf) {
  AmHf *t = model->hp[0];
  model->hp[1] = t;
  model->hp[(i + 1) % 2] = hq;
  model->fp[1] = pf;
  AmHf *arr[2];
  arr[0] = t;
  model->h1 = *arr[0];
  model->grid[0][1] = 2.0f;
  model->h1 = 1.0f;
}
