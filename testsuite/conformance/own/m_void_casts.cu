void f()
{
    int arr[3] = {1, 2, 3};
    float fa[2];
    (void)arr; (void)fa; (void)(arr);
}
