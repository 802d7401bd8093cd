enum Color { Red, Green,
