//! Expressions of function bodies: a tolerant parser into a small tree, and
//! the printer that writes them back the way cudafe++'s C++ generator does.
//!
//! cudafe++ does not copy the source: it prints its IL. Source parentheses
//! are gone and its own come back by one rule (an operand that is not a
//! primary is parenthesized), implicit conversions of literals show as
//! parentheses, launches become `__cudaPushCallConfiguration` conditionals
//! and managed variables the runtime-check pattern. The tree keeps just
//! enough to reproduce that; what the parser cannot read stays a `Raw`
//! token run, printed with the normal spacing.

use crate::lexer::{TokKind, Token};

/// Token index range `first..last` into the body's tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Range {
    pub first: usize,
    pub last: usize,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Expr {
    /// An id-expression, possibly qualified and with template arguments.
    Name(Range),
    Literal(usize),
    /// Adjacent string literals.
    Strings(Range),
    This,
    Unary(&'static str, Box<Expr>),
    Postfix(Box<Expr>, &'static str),
    Binary(Box<Expr>, String, Box<Expr>),
    Assign(Box<Expr>, String, Box<Expr>),
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
    Comma(Box<Expr>, Box<Expr>),
    Call(Box<Expr>, Vec<Expr>),
    /// `k<<<config>>>(args)`.
    Launch(Box<Expr>, Vec<Expr>, Vec<Expr>),
    Index(Box<Expr>, Box<Expr>),
    Member(Box<Expr>, &'static str, Range),
    /// `(T)x`.
    Cast(Range, Box<Expr>),
    /// `T(args)`, `T{args}` (the bool says braces).
    Construct(Range, Vec<Expr>, bool),
    /// `static_cast<T>(x)` and friends: keyword token, type, operand.
    NamedCast(usize, Range, Box<Expr>),
    SizeofType(&'static str, Range),
    SizeofExpr(&'static str, Box<Expr>),
    /// A braced list `{a, b}`.
    List(Vec<Expr>),
    /// A lambda expression: its whole token range.
    Lambda(Range),
    /// `(e)` as written: kept only where parentheses carry meaning
    /// (`decltype((x))`); elsewhere the printer drops them.
    Paren(Box<Expr>),
    /// `new T(args)`, `::new (place) T[n]`.
    New(Box<NewExpr>),
    /// `delete p`, `::delete [] p`: global, array, operand.
    Delete(bool, bool, Box<Expr>),
    /// Tokens the parser did not understand, printed as they are.
    Raw(Range),
    /// A fold expression `(a op ... op b)` without its parentheses: the
    /// operands (none on the side a unary fold leaves empty), the operator.
    Fold(Option<Box<Expr>>, String, Option<Box<Expr>>),
    /// A GNU statement expression `({ ... })`: the range of its braces.
    StmtExpr(Range),
    /// `typeid(...)`: what its parentheses hold, and the expression when
    /// that is no type.
    Typeid(Range, Option<Box<Expr>>),
    /// A braced list's designated element (`.x = 1`, `.a.b{2}`, `[3] =
    /// 4`): the designators' tokens, whether `=` follows them, the value.
    Designated(Range, bool, Box<Expr>),
}

/// What identifies an expression node for the answers remembered about
/// it while it is printed: its address (stable while its tree is
/// borrowed), its variant and a token near its root, so a node parsed anew
/// at a reused address is told apart (it lies elsewhere in the source or
/// is another kind).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ExprKey {
    node: usize,
    variant: std::mem::Discriminant<Expr>,
    anchor: Option<usize>,
}

impl Expr {
    pub fn key(&self) -> ExprKey {
        ExprKey { node: std::ptr::from_ref(self) as usize, variant: std::mem::discriminant(self), anchor: self.anchor_token(3) }
    }

    /// Whether the expression is made of other expressions whose types
    /// make its own (see `Printer::ty_of`).
    pub fn has_operands(&self) -> bool {
        matches!(self, Expr::Unary(..) | Expr::Postfix(..) | Expr::Binary(..) | Expr::Assign(..) | Expr::Cond(..) | Expr::Comma(..) | Expr::Call(..) | Expr::Index(..) | Expr::Member(..) | Expr::Paren(..))
    }

    /// A token the expression's tree records near its root: a leaf's own,
    /// else the first one found among its nearest descendants (at most
    /// `depth` levels down, so asking costs the same on any tree).
    pub fn anchor_token(&self, depth: u32) -> Option<usize> {
        match self {
            Expr::Name(r) | Expr::Strings(r) | Expr::Cast(r, _) | Expr::Construct(r, ..) | Expr::SizeofType(_, r) | Expr::Lambda(r) | Expr::Raw(r) | Expr::StmtExpr(r) | Expr::Typeid(r, _) | Expr::Designated(r, ..) => Some(r.first),
            Expr::Literal(i) | Expr::NamedCast(i, ..) => Some(*i),
            Expr::Member(_, _, r) => Some(r.first),
            Expr::New(n) => Some(n.ty.first),
            _ if depth == 0 => None,
            Expr::This => None,
            Expr::Unary(_, x) | Expr::Postfix(x, _) | Expr::SizeofExpr(_, x) | Expr::Paren(x) | Expr::Delete(_, _, x) => x.anchor_token(depth - 1),
            Expr::Binary(a, _, b) | Expr::Assign(a, _, b) | Expr::Comma(a, b) | Expr::Index(a, b) => b.anchor_token(depth - 1).or_else(|| a.anchor_token(depth - 1)),
            Expr::Cond(c, a, b) => b.anchor_token(depth - 1).or_else(|| a.anchor_token(depth - 1)).or_else(|| c.anchor_token(depth - 1)),
            Expr::Call(x, args) | Expr::Launch(x, _, args) => x.anchor_token(depth - 1).or_else(|| args.first().and_then(|a| a.anchor_token(depth - 1))),
            Expr::List(items) => items.first().and_then(|a| a.anchor_token(depth - 1)),
            Expr::Fold(a, _, b) => b.as_ref().or(a.as_ref()).and_then(|x| x.anchor_token(depth - 1)),
        }
    }

    /// The expression inside any parentheses written around it.
    pub fn without_parens(&self) -> &Expr {
        let mut e = self;
        while let Expr::Paren(inner) = e {
            e = inner;
        }
        e
    }
}

/// The parts of a new-expression, each printed its own way.
#[derive(Debug, Clone, PartialEq)]
pub struct NewExpr {
    /// `::new`.
    pub global: bool,
    /// `new (args) T`.
    pub placement: Option<Vec<Expr>>,
    /// The allocated type, without its array bounds.
    pub ty: Range,
    /// The type was written in parentheses: `new (int *)`.
    pub ty_parens: bool,
    /// `[n]` bounds, outermost first.
    pub bounds: Vec<Expr>,
    /// `(args)` or, with `true`, `{args}`.
    pub init: Option<(Vec<Expr>, bool)>,
}

pub struct Parser<'a> {
    pub src: &'a str,
    pub toks: &'a [Token],
    pub pos: usize,
    pub end: usize,
    depth: u32,
    /// Names known to be types (template parameters, classes, typedefs).
    pub is_type: &'a dyn Fn(&str) -> bool,
    /// `lexer::group_ends` of `toks`, when the caller has them: parsing n
    /// nested groups (lambdas in lambdas) then costs n steps, not n².
    ends: Option<&'a [usize]>,
}

const MAX_DEPTH: u32 = 200;

const TYPE_WORDS: &[&str] = &[
    "void", "bool", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "wchar_t", "char8_t", "char16_t", "char32_t", "auto",
    "const", "volatile", "struct", "class", "union", "enum", "typename", "__int128", "size_t", "decltype", "__decltype",
    "typeof", "__typeof", "__typeof__",
];

/// `decltype` and GNU `typeof` in their spellings: a type computed from
/// the parenthesized operand that follows.
fn is_decltype_word(t: &str) -> bool {
    matches!(t, "decltype" | "__decltype" | "typeof" | "__typeof" | "__typeof__")
}

impl<'a> Parser<'a> {
    pub fn new(src: &'a str, toks: &'a [Token], first: usize, last: usize, is_type: &'a dyn Fn(&str) -> bool) -> Parser<'a> {
        Parser { src, toks, pos: first, end: last.min(toks.len()), depth: 0, is_type, ends: None }
    }

    /// The same parser, finding group ends in `ends` (`lexer::group_ends`
    /// of the same tokens).
    pub fn with_group_ends(self, ends: &'a [usize]) -> Parser<'a> {
        Parser { ends: Some(ends), ..self }
    }

    pub fn at_end(&self) -> bool {
        self.pos >= self.end
    }

    pub fn peek_at(&self, n: usize) -> &'a str {
        if self.pos + n < self.end {
            self.toks[self.pos + n].text(self.src)
        } else {
            ""
        }
    }

    pub fn peek(&self) -> &'a str {
        self.peek_at(0)
    }

    fn kind_at(&self, n: usize) -> Option<TokKind> {
        (self.pos + n < self.end).then(|| self.toks[self.pos + n].kind)
    }

    pub fn bump(&mut self) {
        if self.pos < self.end {
            self.pos += 1;
        }
    }

    pub fn eat(&mut self, t: &str) -> bool {
        if self.peek() == t && !self.at_end() {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// Index just past the group opened at `open` (bounded by `end`).
    pub fn group_end(&self, open: usize) -> usize {
        match self.ends.and_then(|ends| ends.get(open)) {
            // Closed past `end` (or never) reads as running to `end`.
            Some(&close) if close != usize::MAX => close.min(self.end),
            _ => crate::lexer::skip_group(self.src, &self.toks[..self.end], open),
        }
    }

    /// A full expression (with commas).
    pub fn expression(&mut self) -> Expr {
        let mut e = self.assignment();
        while self.peek() == "," {
            self.bump();
            let r = self.assignment();
            e = Expr::Comma(Box::new(e), Box::new(r));
        }
        e
    }

    pub fn assignment(&mut self) -> Expr {
        if self.depth > MAX_DEPTH {
            return self.raw_rest();
        }
        self.depth += 1;
        let e = self.assignment_inner();
        self.depth -= 1;
        e
    }

    fn assignment_inner(&mut self) -> Expr {
        if matches!(self.peek(), "throw" | "co_yield") {
            let start = self.pos;
            self.bump();
            if matches!(self.peek(), ";" | ")" | "," | "") {
                return Expr::Raw(Range { first: start, last: self.pos });
            }
            let _ = self.assignment();
            return Expr::Raw(Range { first: start, last: self.pos });
        }
        let lhs = self.conditional();
        let op = self.peek();
        if matches!(op, "=" | "+=" | "-=" | "*=" | "/=" | "%=" | "<<=" | ">>=" | "&=" | "|=" | "^=") {
            let op = op.to_string();
            self.bump();
            let rhs = if self.peek() == "{" { self.braced_list() } else { self.assignment() };
            return Expr::Assign(Box::new(lhs), op, Box::new(rhs));
        }
        lhs
    }

    fn conditional(&mut self) -> Expr {
        let c = self.binary(0);
        if self.peek() == "?" {
            self.bump();
            let a = self.expression();
            self.eat(":");
            let b = self.assignment();
            return Expr::Cond(Box::new(c), Box::new(a), Box::new(b));
        }
        c
    }

    fn binary_prec(op: &str) -> Option<u8> {
        Some(match op {
            "||" | "or" => 1,
            "&&" | "and" => 2,
            "|" | "bitor" => 3,
            "^" | "xor" => 4,
            "&" | "bitand" => 5,
            "==" | "!=" | "not_eq" => 6,
            "<" | ">" | "<=" | ">=" => 7,
            "<=>" => 8,
            "<<" | ">>" => 9,
            "+" | "-" => 10,
            "*" | "/" | "%" => 11,
            ".*" | "->*" => 12,
            _ => return None,
        })
    }

    fn binary(&mut self, min: u8) -> Expr {
        let mut lhs = self.unary();
        loop {
            let op = self.peek();
            let Some(prec) = Self::binary_prec(op) else { break };
            if prec < min || self.at_end() {
                break;
            }
            // `>>` closing a launch configuration is not a shift.
            if op == ">>" && self.peek_at(1) == ">" {
                break;
            }
            let op = op.to_string();
            self.bump();
            let rhs = self.binary(prec + 1);
            lhs = Expr::Binary(Box::new(lhs), op, Box::new(rhs));
        }
        lhs
    }

    fn unary(&mut self) -> Expr {
        if self.depth > MAX_DEPTH {
            return self.raw_rest();
        }
        self.depth += 1;
        let e = self.unary_inner();
        self.depth -= 1;
        e
    }

    fn unary_inner(&mut self) -> Expr {
        let op: Option<&'static str> = match self.peek() {
            "+" => Some("+"),
            "-" => Some("-"),
            "!" | "not" => Some("!"),
            "~" | "compl" => Some("~"),
            "*" => Some("*"),
            "&" => Some("&"),
            "++" => Some("++"),
            "--" => Some("--"),
            "co_await" => Some("co_await "),
            "__extension__" => Some("__extension__ "),
            _ => None,
        };
        if let Some(op) = op {
            self.bump();
            let e = self.unary();
            return Expr::Unary(op, Box::new(e));
        }
        match self.peek() {
            "sizeof" | "alignof" | "__alignof__" | "_Alignof" => return self.sizeof(),
            "new" | "delete" | "::" if self.peek() != "::" || matches!(self.peek_at(1), "new" | "delete") => {
                return self.new_delete();
            }
            "(" if self.cast_here() => {
                let close = self.group_end(self.pos);
                let ty = Range { first: self.pos + 1, last: close - 1 };
                self.pos = close;
                let e = self.unary();
                return Expr::Cast(ty, Box::new(e));
            }
            _ => {}
        }
        self.postfix()
    }

    fn sizeof(&mut self) -> Expr {
        let kw: &'static str = match self.peek() {
            "sizeof" => "sizeof",
            // cudafe++ spells the operator the GNU way.
            "alignof" => "__alignof__",
            "_Alignof" => "_Alignof",
            _ => "__alignof__",
        };
        self.bump();
        if self.peek() == "..." {
            let start = self.pos - 1;
            self.bump();
            if self.peek() == "(" {
                self.pos = self.group_end(self.pos);
            }
            return Expr::Raw(Range { first: start, last: self.pos });
        }
        if self.peek() == "(" && self.type_in_parens(false) {
            let close = self.group_end(self.pos);
            let ty = Range { first: self.pos + 1, last: close - 1 };
            self.pos = close;
            return Expr::SizeofType(kw, ty);
        }
        let e = self.unary();
        Expr::SizeofExpr(kw, Box::new(e))
    }

    fn new_delete(&mut self) -> Expr {
        let start = self.pos;
        let global = self.eat("::");
        if self.eat("delete") {
            let array = self.peek() == "[" && self.peek_at(1) == "]";
            if array {
                self.pos += 2;
            }
            let operand = self.unary();
            return Expr::Delete(global, array, Box::new(operand));
        }
        self.bump();
        self.new_rest(global).unwrap_or_else(|| {
            self.pos = start;
            self.raw_new_delete()
        })
    }

    /// After `new`: placement, type, bounds and initializer; `None` when
    /// they are not understood.
    fn new_rest(&mut self, global: bool) -> Option<Expr> {
        let mut placement = None;
        let mut ty_parens = false;
        let ty;
        if self.peek() == "(" && !self.type_in_parens(false) {
            placement = Some(self.call_args());
        }
        if self.peek() == "(" {
            let close = self.group_end(self.pos);
            ty = Range { first: self.pos + 1, last: close.checked_sub(1)? };
            ty_parens = true;
            self.pos = close;
        } else {
            let first = self.pos;
            let mut angles = 0u32;
            while !self.at_end() {
                let t = self.peek();
                let kind = self.toks[self.pos].kind;
                match t {
                    "<" => angles += 1,
                    ">" if angles > 0 => angles -= 1,
                    ">>" if angles > 0 => angles = angles.saturating_sub(2),
                    "::" | "*" | "&" | "&&" => {}
                    "," if angles > 0 => {}
                    _ if kind == TokKind::Ident || angles > 0 => {}
                    _ => break,
                }
                self.bump();
            }
            if self.pos == first || angles > 0 {
                return None;
            }
            ty = Range { first, last: self.pos };
        }
        let mut bounds = Vec::new();
        while self.peek() == "[" {
            let close = self.group_end(self.pos);
            let saved_end = self.end;
            self.bump();
            self.end = close.checked_sub(1)?.max(self.pos);
            let e = self.expression();
            let done = self.at_end();
            self.end = saved_end;
            if !done {
                return None;
            }
            bounds.push(e);
            self.pos = close;
        }
        let init = match self.peek() {
            "(" => Some((self.call_args(), false)),
            "{" => match self.braced_list() {
                Expr::List(items) => Some((items, true)),
                _ => return None,
            },
            _ => None,
        };
        Some(Expr::New(Box::new(NewExpr { global, placement, ty, ty_parens, bounds, init })))
    }

    fn raw_new_delete(&mut self) -> Expr {
        let start = self.pos;
        // new/delete: keep the tokens up to the end of the operand.
        while !self.at_end() && !matches!(self.peek(), ";" | "," | ")" | "]" | "}" | "?" | ":") {
            if matches!(self.peek(), "(" | "[" | "{") {
                self.pos = self.group_end(self.pos);
            } else {
                self.bump();
            }
        }
        Expr::Raw(Range { first: start, last: self.pos })
    }

    /// `(` starts a C-style cast: a type in parentheses followed by an
    /// operand.
    fn cast_here(&self) -> bool {
        let close = self.group_end(self.pos);
        if close >= self.end {
            return false;
        }
        let next = self.toks[close].text(self.src);
        let kind = self.toks[close].kind;
        // Only an operand can come next: `(x) 4` is no expression.
        let operand_only = matches!(kind, TokKind::Ident | TokKind::Number | TokKind::Str | TokKind::Char) && !matches!(next, "and" | "or" | "xor" | "bitand" | "bitor" | "not_eq");
        if !self.type_in_parens(false) {
            // A name cufe does not know as a type (a typedef of a system
            // header the built-in preprocessor skipped: `(uint)4`) is one
            // where nothing but a cast parses: an operand right after the
            // group, or a group ending in a declarator (`(uint *)p`).
            let declarator_end = close >= self.pos + 3 && matches!(self.toks[close - 2].text(self.src), "*" | "&" | "&&");
            return self.type_in_parens(true) && (operand_only || declarator_end);
        }
        operand_only || (kind == TokKind::Punct && matches!(next, "(" | "*" | "&" | "!" | "~" | "-" | "+" | "++" | "--" | "::" | "[" | "{"))
    }

    /// A parenthesized type-id starts here (`(int *)`, `(T)`).
    pub fn parenthesized_type(&self) -> bool {
        self.peek() == "(" && self.type_in_parens(false)
    }

    /// The parenthesized group at the cursor holds a type-id; with
    /// `any_name`, a name cufe does not know as a type counts too.
    fn type_in_parens(&self, any_name: bool) -> bool {
        let close = self.group_end(self.pos);
        let first = self.pos + 1;
        let last = close.saturating_sub(1);
        if first >= last {
            return false;
        }
        let t0 = self.toks[first].text(self.src);
        if TYPE_WORDS.contains(&t0) {
            // `int(3)` inside parentheses is an expression, not a type;
            // `void (*)()` is a pointer to a function type.
            let declarator = self.toks.get(first + 2).is_some_and(|t| matches!(t.text(self.src), "*" | "&" | "&&"));
            let construct = last > first + 1 && self.toks[first + 1].text(self.src) == "(" && !is_decltype_word(t0);
            return !construct || declarator;
        }
        // A (qualified) name known as a type, then only declarator
        // punctuation.
        let mut i = first;
        if self.toks[i].text(self.src) == "::" {
            i += 1;
        }
        let mut last_name;
        loop {
            if i >= last || self.toks[i].kind != TokKind::Ident {
                return false;
            }
            last_name = self.toks[i].text(self.src);
            i += 1;
            if i < last && self.toks[i].text(self.src) == "<" {
                match self.angle_end(i, last) {
                    Some(e) => i = e,
                    None => return false,
                }
            }
            if i < last && self.toks[i].text(self.src) == "::" {
                i += 1;
                continue;
            }
            break;
        }
        let qualified = i > first + 1;
        let templated = qualified && self.toks[first..i].iter().any(|t| t.text(self.src) == "<");
        // (A member of a namespace is a type only named through it:
        // `sizeof(lib::Menu)`.)
        let qualified_type = || qualified && (self.is_type)(&self.toks[first..i].iter().map(|t| t.text(self.src)).collect::<String>());
        let known = any_name || (self.is_type)(last_name) || last_name.ends_with("_t") || qualified_type();
        if !(known || templated) {
            return false;
        }
        // A member of a specialization taken for a type only by its shape
        // is called, not a function type, when `()` follows it
        // (`(std::numeric_limits<int>::max())`).
        if !known && self.toks.get(i).is_some_and(|t| t.text(self.src) == "(") {
            return false;
        }
        self.toks[i..last].iter().all(|t| matches!(t.text(self.src), "*" | "&" | "&&" | "const" | "volatile" | "(" | ")" | "[" | "]") || t.kind == TokKind::Number)
    }

    /// Index past the `>` matching the `<` at `open`, if the run looks like
    /// template arguments.
    pub fn angle_end(&self, open: usize, limit: usize) -> Option<usize> {
        self.angle_end_with(open, limit, false)
    }

    /// `angle_end`; `certain`: the `<` surely opens template arguments
    /// (a named cast's), so `&&` and `||` there are a type's
    /// (`static_cast<R &&>(r)`), not a comparison's end.
    fn angle_end_with(&self, open: usize, limit: usize, certain: bool) -> Option<usize> {
        let mut depth = 0i32;
        let mut i = open;
        while i < limit {
            match self.toks[i].text(self.src) {
                "<" => depth += 1,
                ">" => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(i + 1);
                    }
                }
                ">>" => {
                    depth -= 2;
                    if depth <= 0 {
                        return Some(i + 1);
                    }
                }
                "(" | "[" => {
                    i = crate::lexer::skip_group(self.src, &self.toks[..limit], i);
                    continue;
                }
                "&&" | "||" if certain => {}
                ";" | "{" | "}" | "&&" | "||" | ")" | "]" => return None,
                _ => {}
            }
            i += 1;
        }
        None
    }

    fn postfix(&mut self) -> Expr {
        let mut e = self.primary();
        loop {
            match self.peek() {
                "(" if matches!(&e, Expr::Name(r) if r.last == r.first + 1 && self.toks[r.first].text(self.src) == "__builtin_va_arg") => {
                    let args = self.va_arg_args();
                    e = Expr::Call(Box::new(e), args);
                }
                "(" => {
                    let args = self.call_args();
                    e = Expr::Call(Box::new(e), args);
                }
                "[" => {
                    self.bump();
                    let idx = if self.peek() == "{" { self.braced_list() } else { self.expression() };
                    self.skip_to("]");
                    e = Expr::Index(Box::new(e), Box::new(idx));
                }
                "." | "->" => {
                    let op: &'static str = if self.peek() == "." { "." } else { "->" };
                    self.bump();
                    self.eat("template");
                    let name = self.id_expression();
                    e = Expr::Member(Box::new(e), op, name);
                }
                "++" => {
                    self.bump();
                    e = Expr::Postfix(Box::new(e), "++");
                }
                "--" => {
                    self.bump();
                    e = Expr::Postfix(Box::new(e), "--");
                }
                "<<" if self.peek_at(1) == "<" => {
                    self.bump();
                    self.bump();
                    let mut config = Vec::new();
                    while !(self.at_end() || self.peek() == ">>" && self.peek_at(1) == ">") {
                        let before = self.pos;
                        config.push(self.assignment());
                        if !self.eat(",") && self.pos == before {
                            self.bump();
                        }
                    }
                    self.bump();
                    self.bump();
                    let args = if self.peek() == "(" { self.call_args() } else { Vec::new() };
                    e = Expr::Launch(Box::new(e), config, args);
                }
                _ => break,
            }
        }
        e
    }

    fn skip_to(&mut self, close: &str) {
        while !self.at_end() && self.peek() != close {
            if matches!(self.peek(), "(" | "[" | "{") {
                self.pos = self.group_end(self.pos);
            } else {
                self.bump();
            }
        }
        self.eat(close);
    }

    /// `__builtin_va_arg(ap, T)`: an expression, then a type (kept raw).
    fn va_arg_args(&mut self) -> Vec<Expr> {
        let close = self.group_end(self.pos);
        self.bump();
        let saved_end = self.end;
        self.end = close.saturating_sub(1).max(self.pos);
        let list = self.assignment();
        self.eat(",");
        let ty = Expr::Raw(Range { first: self.pos, last: self.end });
        self.end = saved_end;
        self.pos = close;
        vec![list, ty]
    }

    pub fn call_args(&mut self) -> Vec<Expr> {
        let close = self.group_end(self.pos);
        self.bump();
        let saved_end = self.end;
        self.end = close.saturating_sub(1).max(self.pos);
        let mut args = Vec::new();
        while !self.at_end() {
            let before = self.pos;
            let a = if self.peek() == "{" { self.braced_list() } else { self.assignment() };
            args.push(self.pack_expansion(a));
            if !self.eat(",") && self.pos == before {
                self.bump();
            } else if self.pos < self.end && self.toks[self.pos - 1].text(self.src) != "," {
                // Junk after an argument: keep it raw.
                let start = self.pos;
                while !self.at_end() && self.peek() != "," {
                    self.bump();
                }
                args.push(Expr::Raw(Range { first: start, last: self.pos }));
                self.eat(",");
            }
        }
        self.end = saved_end;
        self.pos = close;
        args
    }

    /// The `...` of a fold expression in the parentheses at the cursor:
    /// at their top level, next to the fold's operator (`(0 + ... + n)`,
    /// `(ns && ...)`, `(... , f(ns))`).
    fn fold_here(&self) -> Option<usize> {
        let close = self.group_end(self.pos).saturating_sub(1);
        let mut k = self.pos + 1;
        while k < close {
            match self.toks.get(k).map(|t| t.text(self.src)) {
                Some("(" | "[" | "{") => k = self.group_end(k),
                Some("...") => {
                    let op = |j: usize| self.toks.get(j).is_some_and(|t| t.text(self.src) == "," || Self::binary_prec(t.text(self.src)).is_some());
                    let before = k > self.pos + 1 && op(k - 1);
                    let after = k + 1 < close && op(k + 1);
                    let placed = (k == self.pos + 1 && after) || (k + 1 == close && before) || (before && after);
                    return placed.then_some(k);
                }
                _ => k += 1,
            }
        }
        None
    }

    /// A fold expression (`fold_here` found its `...`).
    fn fold(&mut self) -> Expr {
        let close = self.group_end(self.pos);
        let Some(dots) = self.fold_here() else { return self.raw_rest() };
        let open = self.pos;
        let inner_end = close.saturating_sub(1);
        let side = |p: &mut Self, first: usize, last: usize| (first < last).then(|| Box::new(p.sub_expression(first, last)));
        let (op, lhs, rhs) = if dots == open + 1 {
            let op = self.toks.get(dots + 1).map_or("", |t| t.text(self.src)).to_string();
            (op, None, side(self, dots + 2, inner_end))
        } else {
            let op = self.toks.get(dots - 1).map_or("", |t| t.text(self.src)).to_string();
            let rhs = if dots + 1 < inner_end { side(self, dots + 2, inner_end) } else { None };
            (op, side(self, open + 1, dots - 1), rhs)
        };
        self.pos = close;
        Expr::Fold(lhs, op, rhs)
    }

    /// The expression of tokens `first..last` alone (unparsed rest: raw).
    fn sub_expression(&mut self, first: usize, last: usize) -> Expr {
        let (saved_pos, saved_end) = (self.pos, self.end);
        self.pos = first;
        self.end = last;
        let mut e = self.expression();
        if !self.at_end() {
            e = Expr::Raw(Range { first, last });
        }
        self.pos = saved_pos;
        self.end = saved_end;
        e
    }

    /// An element of a list followed by `...` expands a pack: a postfix
    /// operator for printing (`(&args)...`).
    fn pack_expansion(&mut self, e: Expr) -> Expr {
        if self.eat("...") {
            Expr::Postfix(Box::new(e), "...")
        } else {
            e
        }
    }

    pub fn braced_list(&mut self) -> Expr {
        let close = self.group_end(self.pos);
        self.bump();
        let saved_end = self.end;
        self.end = close.saturating_sub(1).max(self.pos);
        let mut items = Vec::new();
        while !self.at_end() {
            let before = self.pos;
            let a = match self.designated() {
                Some(d) => d,
                None if self.peek() == "{" => self.braced_list(),
                None => self.assignment(),
            };
            items.push(self.pack_expansion(a));
            if !self.eat(",") && self.pos == before {
                self.bump();
            }
        }
        self.end = saved_end;
        self.pos = close;
        Expr::List(items)
    }

    /// A designated element at the cursor (`.x = v`, `.x{v}`, `[i] = v`),
    /// else nothing consumed. (`[` followed by anything but `=` after its
    /// designators starts a lambda.)
    fn designated(&mut self) -> Option<Expr> {
        let first = self.pos;
        if !(self.peek() == "." && self.kind_at(1) == Some(TokKind::Ident) || self.peek() == "[") {
            return None;
        }
        loop {
            match self.peek() {
                "." if self.kind_at(1) == Some(TokKind::Ident) => {
                    self.bump();
                    self.bump();
                }
                "[" => self.pos = self.group_end(self.pos),
                _ => break,
            }
        }
        let designators = Range { first, last: self.pos };
        let value = match self.peek() {
            "=" => {
                self.bump();
                let v = if self.peek() == "{" { self.braced_list() } else { self.assignment() };
                (true, v)
            }
            "{" if self.toks[first].text(self.src) == "." => (false, self.braced_list()),
            _ => {
                self.pos = first;
                return None;
            }
        };
        Some(Expr::Designated(designators, value.0, Box::new(value.1)))
    }

    /// A possibly qualified name with template arguments.
    fn id_expression(&mut self) -> Range {
        let first = self.pos;
        self.eat("::");
        loop {
            match self.peek() {
                "operator" => {
                    self.bump();
                    // operator() / operator[] / operator+ ...
                    if matches!(self.peek(), "(" | "[") {
                        self.bump();
                        self.bump();
                    } else {
                        self.bump();
                    }
                }
                "~" => {
                    self.bump();
                    self.bump();
                }
                "template" => {
                    self.bump();
                    continue;
                }
                _ => {
                    if self.kind_at(0) == Some(TokKind::Ident) {
                        self.bump();
                    }
                }
            }
            if self.peek() == "<" && self.template_args_here() {
                if let Some(e) = self.angle_end(self.pos, self.end) {
                    self.pos = e;
                }
            }
            if self.peek() == "::" && self.kind_at(1) == Some(TokKind::Ident) || self.peek() == "::" && matches!(self.peek_at(1), "template" | "~" | "operator") {
                self.bump();
                continue;
            }
            break;
        }
        Range { first, last: self.pos }
    }

    /// `<` after a name opens template arguments: the matching `>` is
    /// followed by what can follow a template-id.
    fn template_args_here(&self) -> bool {
        if self.peek_at(1) == "<" {
            return false;
        }
        let Some(after) = self.angle_end(self.pos, self.end) else { return false };
        if after >= self.end {
            return true;
        }
        let next = self.toks[after].text(self.src);
        if matches!(next, "(" | "::" | "{" | ")" | "," | ";" | "]" | "}" | "<<" | "." | "->" | "=" | "&" | "*" | "..." | "[") {
            return true;
        }
        // A type right after the `<` is no operand of a comparison: a
        // variable template's arguments (`pi<double> + pi<float>`).
        let first = self.peek_at(1);
        after > self.pos + 2 && (TYPE_WORDS.contains(&first) && !is_decltype_word(first) && first != "auto" || self.kind_at(1) == Some(TokKind::Ident) && (self.is_type)(first))
    }

    fn primary(&mut self) -> Expr {
        let t = self.peek();
        let Some(kind) = self.kind_at(0) else {
            return Expr::Raw(Range { first: self.pos, last: self.pos });
        };
        match kind {
            TokKind::Number | TokKind::Char => {
                let i = self.pos;
                self.bump();
                Expr::Literal(i)
            }
            TokKind::Str => {
                let first = self.pos;
                while self.kind_at(0) == Some(TokKind::Str) {
                    self.bump();
                }
                if self.pos == first + 1 {
                    Expr::Literal(first)
                } else {
                    Expr::Strings(Range { first, last: self.pos })
                }
            }
            TokKind::Punct => match t {
                "(" if self.peek_at(1) == "{" => {
                    // `({ stmt; ... expr; })`, whose value is the last one's.
                    let close = self.group_end(self.pos);
                    let braces = Range { first: self.pos + 1, last: close.saturating_sub(1) };
                    self.pos = close;
                    Expr::StmtExpr(braces)
                }
                "(" if self.fold_here().is_some() => self.fold(),
                "(" => {
                    let close = self.group_end(self.pos);
                    self.bump();
                    let saved_end = self.end;
                    self.end = close.saturating_sub(1).max(self.pos);
                    let e = self.expression();
                    let junk = !self.at_end();
                    self.end = saved_end;
                    self.pos = close;
                    if junk {
                        return Expr::Raw(Range { first: close.saturating_sub(1), last: close.saturating_sub(1) });
                    }
                    Expr::Paren(Box::new(e))
                }
                "[" if self.lambda_here() => self.lambda(),
                "{" => self.braced_list(),
                "::" => self.name_or_construct(),
                _ => {
                    let i = self.pos;
                    self.bump();
                    Expr::Raw(Range { first: i, last: i + 1 })
                }
            },
            TokKind::Ident => match t {
                "this" => {
                    self.bump();
                    Expr::This
                }
                // `__null` is what `NULL` expands to with g++.
                "true" | "false" | "nullptr" | "__null" => {
                    let i = self.pos;
                    self.bump();
                    Expr::Literal(i)
                }
                "typeid" if self.peek_at(1) == "(" => {
                    self.bump();
                    let operand = Range { first: self.pos + 1, last: self.group_end(self.pos).saturating_sub(1) };
                    if self.type_in_parens(false) {
                        self.pos = self.group_end(self.pos);
                        return Expr::Typeid(operand, None);
                    }
                    let mut args = self.call_args();
                    let e = if args.len() == 1 { args.remove(0) } else { Expr::Raw(operand) };
                    Expr::Typeid(operand, Some(Box::new(e)))
                }
                "static_cast" | "dynamic_cast" | "reinterpret_cast" | "const_cast" if self.peek_at(1) == "<" => {
                    let kw = self.pos;
                    self.bump();
                    let Some(close) = self.angle_end_with(self.pos, self.end, true) else { return self.raw_rest() };
                    let ty = Range { first: self.pos + 1, last: close - 1 };
                    self.pos = close;
                    if self.peek() != "(" {
                        return Expr::Raw(Range { first: kw, last: self.pos });
                    }
                    let mut args = self.call_args();
                    let e = if args.len() == 1 { args.remove(0) } else { Expr::Raw(Range { first: kw, last: self.pos }) };
                    Expr::NamedCast(kw, ty, Box::new(e))
                }
                _ => self.name_or_construct(),
            },
            _ => {
                let i = self.pos;
                self.bump();
                Expr::Raw(Range { first: i, last: i + 1 })
            }
        }
    }

    /// A name, or `T(args)` / `T{args}` when the name is a type.
    fn name_or_construct(&mut self) -> Expr {
        let first = self.pos;
        // Builtin type words: `unsigned int(x)`, `int{}`.
        // (`typename` starts a dependent name: `typename W<T>::Type(3)`.)
        if TYPE_WORDS.contains(&self.peek()) && !is_decltype_word(self.peek()) && !matches!(self.peek(), "auto" | "typename") {
            while TYPE_WORDS.contains(&self.peek()) {
                self.bump();
            }
            let ty = Range { first, last: self.pos };
            return self.construct_rest(ty);
        }
        if is_decltype_word(self.peek()) && self.peek_at(1) == "(" {
            self.bump();
            self.pos = self.group_end(self.pos);
            if self.peek() == "::" {
                self.bump();
                let _ = self.id_expression();
            }
            let r = Range { first, last: self.pos };
            return self.construct_rest(r);
        }
        if self.peek() == "typename" {
            self.bump();
        }
        let name = self.id_expression();
        if name.last == name.first {
            self.bump();
            return Expr::Raw(Range { first, last: self.pos });
        }
        // (Only a name followed by arguments can be a type's construction:
        // no other is looked up.)
        if !matches!(self.peek(), "(" | "{") {
            return Expr::Name(name);
        }
        let last_tok = self.toks[name.last - 1].text(self.src);
        // The name up to the template's arguments, qualifiers kept
        // (`q::Str`, `std::vector` of `std::vector<int>`): looked up as
        // written.
        let base_end = if last_tok == ">" || last_tok == ">>" {
            (name.first..name.last).find(|&k| self.toks[k].text(self.src) == "<").unwrap_or(name.last)
        } else {
            name.last
        };
        let base: String = self.toks[name.first..base_end].iter().map(|t| t.text(self.src)).collect();
        let is_type = (self.is_type)(&base) || self.toks[first].text(self.src) == "typename";
        if is_type && matches!(self.peek(), "(" | "{") {
            // (The type as written, `typename` included.)
            return self.construct_rest(Range { first, last: name.last });
        }
        if self.peek() == "{" && (last_tok == ">" || is_type) {
            return self.construct_rest(name);
        }
        Expr::Name(name)
    }

    fn construct_rest(&mut self, ty: Range) -> Expr {
        match self.peek() {
            "(" => {
                let args = self.call_args();
                Expr::Construct(ty, args, false)
            }
            "{" => match self.braced_list() {
                Expr::List(items) => Expr::Construct(ty, items, true),
                other => other,
            },
            _ => Expr::Raw(ty),
        }
    }

    fn lambda_here(&self) -> bool {
        // `[` in primary position always starts a lambda (subscripts are
        // postfix and handled before).
        true
    }

    fn lambda(&mut self) -> Expr {
        let first = self.pos;
        self.pos = self.group_end(self.pos);
        // Everything up to the body's closing brace.
        while !self.at_end() && self.peek() != "{" {
            if matches!(self.peek(), "(" | "[") {
                self.pos = self.group_end(self.pos);
            } else {
                self.bump();
            }
        }
        if self.peek() == "{" {
            self.pos = self.group_end(self.pos);
        }
        Expr::Lambda(Range { first, last: self.pos })
    }

    fn raw_rest(&mut self) -> Expr {
        let first = self.pos;
        self.pos = self.end;
        Expr::Raw(Range { first, last: self.end })
    }
}
