struct Vec2 { float x, y; }
Vec2 scale(Vec2 v, float s)
{
  Vec2 r;
  r.x = v.x * s;
  r.y = v.y * s;
  return r;
}
__device__ int g_count;
