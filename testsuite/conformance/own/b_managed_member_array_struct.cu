// DESC: managed array of struct
struct P { float x, y; };
__managed__ P pts[4];
float h() { pts[1].x = 2; P &r = pts[2]; return pts[1].x + r.y + sizeof(pts) / sizeof(pts[0]); }
