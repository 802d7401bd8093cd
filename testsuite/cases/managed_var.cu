__managed__ int m;
