__managed__ const int c = 1;
