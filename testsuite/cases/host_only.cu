__host__ void h() {}
