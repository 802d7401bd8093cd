struct Data
{
    unsigned int rank;
    unsigned int count;
    unsigned long long *list;
};

struct Counter
{
    unsigned int n;
    unsigned int value() const { return n; }
};

class Group
{
    const Data &data;
    Data copy;
    Counter counter;
    Data *ptr;

public:
    Group(const Data &d) : data(d), copy(d), ptr(0) {}
    bool first() const { return data.rank == 0; }
    bool last() const { return copy.rank == copy.count - 1; }
    unsigned long long at() const { return data.list[data.rank - 1]; }
    bool zero() const { return counter.value() == 0; }
    bool viaPtr() const { return ptr->rank > 2; }
    bool outside() const;
};

bool Group::outside() const
{
    return data.rank < 4 && copy.count != 3;
}

int main()
{
    Data d = {1, 2, 0};
    Group g(d);
    return g.first() ? 0 : 1;
}
