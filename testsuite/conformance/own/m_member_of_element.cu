struct MD { unsigned numDevices; unsigned deviceRank; unsigned char a; };
struct Pix { unsigned char a, r; };
void f(MD &data, const MD &cd, MD *pd, MD v, int *o)
{
  if (data.deviceRank == 0) o[0] = 1;
  for (int i = 0; i < data.numDevices - 1; i++) o[i] = 0;
  o[1] = cd.numDevices - 1;
  o[2] = pd->numDevices - 1;
  o[3] = v.numDevices - 1;
  Pix palette[4];
  palette[0].a = 255;
  palette[1].r = 0;
  data.a = 3;
}
