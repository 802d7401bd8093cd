union Color32
{
    struct
    {
        unsigned char b, g, r, a;
    };
    unsigned int u;
};

struct Block
{
    unsigned short c0;
    union
    {
        unsigned char row[4];
        unsigned int  indices;
    };
    void decompress(Color32 *colors) const;
    unsigned int get(int i) const { return (indices >> (2 * i)) & 3; }
};


void Block::decompress(Color32 *colors) const
{
    Color32 palette[4];
    palette[0].a = 255;
    palette[1].r = 0;
    palette[2].u = 7;
    for (int i = 0; i < 16; i++) {
        colors[i] = palette[(indices >> (2 * i)) & 3];
    }
}

