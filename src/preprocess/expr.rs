//! `#if` / `#elif` expressions (libcpp's expr.cc): intmax_t/uintmax_t
//! arithmetic with the usual conversions, `defined`, character constants,
//! C++ alternative tokens, `true`/`false`.

use super::directives::named_operator;
use super::lex::{Kind, Sym, Tok, P, PREFIXED, UD_SUFFIX};
use super::Pp;

#[derive(Clone, Copy, Debug)]
struct Num {
    v: u64,
    uns: bool,
}

impl Num {
    fn int(v: i64) -> Num {
        Num {
            v: v as u64,
            uns: false,
        }
    }
    fn truth(self) -> bool {
        self.v != 0
    }
}

/// A token of the expression after `defined` has been resolved.
#[derive(Clone, Debug)]
enum ETok {
    Num(Num),
    Op(P),
    Bad(String),
}

const MAX_DEPTH: u32 = 256;

struct Parser<'t> {
    toks: &'t [ETok],
    pos: usize,
    depth: u32,
    warnings: Vec<String>,
    errors: Vec<String>,
}

type R = Result<Num, String>;

fn prec(p: P) -> Option<u8> {
    Some(match p {
        P::OrOr => 1,
        P::AndAnd => 2,
        P::Or => 3,
        P::Xor => 4,
        P::And => 5,
        P::EqEq | P::NotEq => 6,
        P::Less | P::Greater | P::LessEq | P::GreaterEq | P::Spaceship => 7,
        P::Lshift | P::Rshift => 8,
        P::Plus | P::Minus => 9,
        P::Mult | P::Div | P::Mod => 10,
        _ => return None,
    })
}

fn op_text(p: P) -> &'static str {
    match p {
        P::Eq => "=",
        P::Not => "!",
        P::Greater => ">",
        P::Less => "<",
        P::Plus => "+",
        P::Minus => "-",
        P::Mult => "*",
        P::Div => "/",
        P::Mod => "%",
        P::And => "&",
        P::Or => "|",
        P::Xor => "^",
        P::Rshift => ">>",
        P::Lshift => "<<",
        P::Compl => "~",
        P::AndAnd => "&&",
        P::OrOr => "||",
        P::Query => "?",
        P::Colon => ":",
        P::Comma => ",",
        P::OpenParen => "(",
        P::CloseParen => ")",
        P::EqEq => "==",
        P::NotEq => "!=",
        P::GreaterEq => ">=",
        P::LessEq => "<=",
        P::Spaceship => "<=>",
        _ => "operator",
    }
}

fn shift_left(a: Num, n: u64) -> Num {
    if n >= 64 {
        Num { v: 0, uns: a.uns }
    } else {
        Num {
            v: a.v << n,
            uns: a.uns,
        }
    }
}

fn shift_right(a: Num, n: u64) -> Num {
    let neg = !a.uns && (a.v as i64) < 0;
    if n >= 64 {
        Num {
            v: if neg { u64::MAX } else { 0 },
            uns: a.uns,
        }
    } else if neg {
        Num {
            v: ((a.v as i64) >> n) as u64,
            uns: a.uns,
        }
    } else {
        Num {
            v: a.v >> n,
            uns: a.uns,
        }
    }
}

impl Parser<'_> {
    fn peek_op(&self) -> Option<P> {
        match self.toks.get(self.pos) {
            Some(ETok::Op(p)) => Some(*p),
            _ => None,
        }
    }

    fn expr(&mut self, eval: bool) -> R {
        let mut v = self.cond(eval)?;
        while self.peek_op() == Some(P::Comma) {
            self.pos += 1;
            v = self.cond(eval)?;
        }
        Ok(v)
    }

    fn cond(&mut self, eval: bool) -> R {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err("#if expression nested too deeply".into());
        }
        let c = self.binary(1, eval)?;
        let r = if self.peek_op() == Some(P::Query) {
            self.pos += 1;
            let a = self.expr(eval && c.truth())?;
            if self.peek_op() != Some(P::Colon) {
                return Err("'?' without following ':'".into());
            }
            self.pos += 1;
            let b = self.cond(eval && !c.truth())?;
            let uns = a.uns || b.uns;
            let v = if c.truth() { a.v } else { b.v };
            Num { v, uns }
        } else {
            c
        };
        self.depth -= 1;
        Ok(r)
    }

    fn binary(&mut self, min: u8, eval: bool) -> R {
        let mut lhs = self.unary(eval)?;
        loop {
            let Some(op) = self.peek_op() else {
                return match self.toks.get(self.pos) {
                    None => Ok(lhs),
                    Some(_) => Err("missing binary operator before token".into()),
                };
            };
            let Some(p) = prec(op) else {
                return Ok(lhs);
            };
            if p < min {
                return Ok(lhs);
            }
            self.pos += 1;
            let rhs_eval = match op {
                P::AndAnd => eval && lhs.truth(),
                P::OrOr => eval && !lhs.truth(),
                _ => eval,
            };
            let rhs = self.binary(p + 1, rhs_eval)?;
            lhs = self.apply(op, lhs, rhs, eval)?;
        }
    }

    fn apply(&mut self, op: P, a: Num, b: Num, eval: bool) -> R {
        let uns = a.uns || b.uns;
        let cmp = |x: Num, y: Num| -> std::cmp::Ordering {
            if uns {
                x.v.cmp(&y.v)
            } else {
                (x.v as i64).cmp(&(y.v as i64))
            }
        };
        Ok(match op {
            P::OrOr => Num::int((a.truth() || b.truth()) as i64),
            P::AndAnd => Num::int((a.truth() && b.truth()) as i64),
            P::Or => Num { v: a.v | b.v, uns },
            P::Xor => Num { v: a.v ^ b.v, uns },
            P::And => Num { v: a.v & b.v, uns },
            P::EqEq => Num::int((a.v == b.v) as i64),
            P::NotEq => Num::int((a.v != b.v) as i64),
            P::Less => Num::int(cmp(a, b).is_lt() as i64),
            P::Greater => Num::int(cmp(a, b).is_gt() as i64),
            P::LessEq => Num::int(cmp(a, b).is_le() as i64),
            P::GreaterEq => Num::int(cmp(a, b).is_ge() as i64),
            P::Spaceship => Num::int(match cmp(a, b) {
                std::cmp::Ordering::Less => -1,
                std::cmp::Ordering::Equal => 0,
                std::cmp::Ordering::Greater => 1,
            }),
            P::Lshift | P::Rshift => {
                let neg = !b.uns && (b.v as i64) < 0;
                let n = if neg {
                    (b.v as i64).unsigned_abs()
                } else {
                    b.v
                };
                let left = (op == P::Lshift) != neg;
                if left {
                    let r = shift_left(a, n);
                    if !a.uns && eval && (n >= 64 || shift_right(r, n).v != a.v) && a.v != 0 {
                        self.warnings
                            .push("integer overflow in preprocessor expression".into());
                    }
                    r
                } else {
                    shift_right(a, n)
                }
            }
            P::Plus | P::Minus | P::Mult => {
                let (x, y) = (a.v as i64, b.v as i64);
                let (v, o) = match op {
                    P::Plus => x.overflowing_add(y),
                    P::Minus => x.overflowing_sub(y),
                    _ => x.overflowing_mul(y),
                };
                if o && !uns && eval {
                    self.warnings
                        .push("integer overflow in preprocessor expression".into());
                }
                Num { v: v as u64, uns }
            }
            P::Div | P::Mod => {
                if b.v == 0 {
                    // gcc reports it and goes on with the left operand
                    if eval {
                        self.errors.push("division by zero in #if".into());
                    }
                    return Ok(Num { v: a.v, uns });
                }
                let v = if uns {
                    if op == P::Div {
                        a.v / b.v
                    } else {
                        a.v % b.v
                    }
                } else {
                    let (x, y) = (a.v as i64, b.v as i64);
                    if op == P::Div {
                        x.wrapping_div(y) as u64
                    } else {
                        x.wrapping_rem(y) as u64
                    }
                };
                Num { v, uns }
            }
            _ => {
                return Err(format!(
                    "token \"{}\" is not valid in preprocessor expressions",
                    op_text(op)
                ))
            }
        })
    }

    fn unary(&mut self, eval: bool) -> R {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err("#if expression nested too deeply".into());
        }
        let r = match self.toks.get(self.pos).cloned() {
            None => Err("#if with no expression".into()),
            Some(ETok::Bad(m)) => Err(m),
            Some(ETok::Num(n)) => {
                self.pos += 1;
                Ok(n)
            }
            Some(ETok::Op(p)) => {
                self.pos += 1;
                match p {
                    P::Plus => self.unary(eval),
                    P::Minus => {
                        let n = self.unary(eval)?;
                        if !n.uns && n.v == i64::MIN as u64 && eval {
                            self.warnings
                                .push("integer overflow in preprocessor expression".into());
                        }
                        Ok(Num {
                            v: n.v.wrapping_neg(),
                            uns: n.uns,
                        })
                    }
                    P::Compl => self.unary(eval).map(|n| Num {
                        v: !n.v,
                        uns: n.uns,
                    }),
                    P::Not => self.unary(eval).map(|n| Num::int((!n.truth()) as i64)),
                    P::OpenParen => {
                        if self.peek_op() == Some(P::CloseParen) {
                            return Err("missing expression between '(' and ')'".into());
                        }
                        let v = self.expr(eval)?;
                        if self.peek_op() != Some(P::CloseParen) {
                            return Err("missing ')' in expression".into());
                        }
                        self.pos += 1;
                        Ok(v)
                    }
                    P::CloseParen => Err("missing '(' in expression".into()),
                    P::Colon => Err("':' without preceding '?'".into()),
                    _ => Err(format!("operator '{}' has no left operand", op_text(p))),
                }
            }
        };
        self.depth -= 1;
        r
    }
}

/// Parse a pp-number as an integer constant.
fn parse_number(text: &str, warnings: &mut Vec<String>) -> Result<Num, String> {
    let s: String = text.chars().filter(|&c| c != '\'').collect();
    let b = s.as_bytes();
    let (radix, start) = if b.len() > 1 && b[0] == b'0' && (b[1] == b'x' || b[1] == b'X') {
        (16, 2)
    } else if b.len() > 1 && b[0] == b'0' && (b[1] == b'b' || b[1] == b'B') {
        (2, 2)
    } else if b[0] == b'0' {
        (8, 0)
    } else {
        (10, 0)
    };
    let is_float = if radix == 16 {
        s[start..].contains(['.', 'p', 'P'])
    } else if radix == 2 {
        false
    } else {
        let i = b.iter().take_while(|c| c.is_ascii_digit()).count();
        i < b.len() && matches!(b[i], b'.' | b'e' | b'E')
    };
    if is_float {
        return Err("floating constant in preprocessor expression".into());
    }
    let mut end = start;
    while end < b.len() && (b[end] as char).is_digit(if radix == 8 { 10 } else { radix }) {
        end += 1;
    }
    let digits = &s[start..end];
    let suffix = &s[end..];
    if radix == 8 {
        if let Some(c) = digits.bytes().find(|c| *c == b'8' || *c == b'9') {
            return Err(format!("invalid digit \"{}\" in octal constant", c as char));
        }
    }
    if digits.is_empty() && radix != 8 {
        return Err(format!(
            "invalid suffix \"{}\" on integer constant",
            &s[start..]
        ));
    }
    let lower = suffix.to_ascii_lowercase();
    let ok = matches!(
        lower.as_str(),
        "" | "u" | "l" | "ul" | "lu" | "ll" | "ull" | "llu" | "z" | "uz" | "zu"
    ) && !suffix.contains("lL")
        && !suffix.contains("Ll");
    if !ok {
        if suffix.starts_with('_') {
            return Err("user-defined literal in preprocessor expression".into());
        }
        if matches!(lower.as_str(), "i" | "j") {
            return Err("imaginary number in preprocessor expression".into());
        }
        return Err(format!("invalid suffix \"{suffix}\" on integer constant"));
    }
    let mut v: u64 = 0;
    let mut overflow = false;
    for c in digits.chars() {
        let d = c.to_digit(radix).unwrap_or(0) as u64;
        match v.checked_mul(radix as u64).and_then(|x| x.checked_add(d)) {
            Some(x) => v = x,
            None => {
                overflow = true;
                v = v.wrapping_mul(radix as u64).wrapping_add(d);
            }
        }
    }
    if overflow {
        warnings.push("integer constant is too large for its type".into());
    }
    let mut uns = lower.contains('u');
    if !uns && v > i64::MAX as u64 {
        if radix == 10 {
            warnings.push("integer constant is so large that it is unsigned".into());
        }
        uns = true;
    }
    Ok(Num { v, uns })
}

/// The code units of a character literal body.
fn char_units(body: &str, wide: bool, warnings: &mut Vec<String>) -> Vec<u64> {
    let mut out = Vec::new();
    let push_cp = |out: &mut Vec<u64>, cp: u32| {
        if wide {
            out.push(cp as u64);
        } else if let Some(ch) = char::from_u32(cp) {
            let mut buf = [0u8; 4];
            for b in ch.encode_utf8(&mut buf).bytes() {
                out.push(b as u64);
            }
        } else {
            out.push(cp as u64 & 0xff);
        }
    };
    let cs: Vec<char> = body.chars().collect();
    let mut i = 0;
    while i < cs.len() {
        let c = cs[i];
        i += 1;
        if c != '\\' {
            push_cp(&mut out, c as u32);
            continue;
        }
        let Some(&e) = cs.get(i) else {
            break;
        };
        i += 1;
        let v: u64 = match e {
            'n' => 10,
            't' => 9,
            'r' => 13,
            'a' => 7,
            'b' => 8,
            'f' => 12,
            'v' => 11,
            'e' | 'E' => 27,
            '\\' | '\'' | '"' | '?' => e as u64,
            '0'..='7' => {
                let mut v = e.to_digit(8).unwrap_or(0) as u64;
                let mut n = 1;
                while n < 3 && i < cs.len() && cs[i].is_digit(8) {
                    v = v * 8 + cs[i].to_digit(8).unwrap_or(0) as u64;
                    i += 1;
                    n += 1;
                }
                v
            }
            'x' => {
                let mut v: u64 = 0;
                while i < cs.len() && cs[i].is_ascii_hexdigit() {
                    v = v.wrapping_mul(16) + cs[i].to_digit(16).unwrap_or(0) as u64;
                    i += 1;
                }
                v
            }
            'u' | 'U' => {
                let n = if e == 'u' { 4 } else { 8 };
                let mut v: u32 = 0;
                let mut k = 0;
                while k < n && i < cs.len() && cs[i].is_ascii_hexdigit() {
                    v = v.wrapping_mul(16) + cs[i].to_digit(16).unwrap_or(0);
                    i += 1;
                    k += 1;
                }
                push_cp(&mut out, v);
                continue;
            }
            _ => {
                warnings.push(format!("unknown escape sequence: '\\{e}'"));
                e as u64
            }
        };
        out.push(v);
    }
    out
}

/// The value of a character constant (char is signed, wchar_t is int).
fn parse_char(t: &Tok, warnings: &mut Vec<String>) -> Result<Num, String> {
    if t.flags & UD_SUFFIX != 0 {
        return Err("user-defined literal in preprocessor expression".into());
    }
    let text = &t.text;
    let q = text.find('\'').unwrap_or(0);
    let prefix = &text[..q];
    let body = &text[q + 1..text.len().saturating_sub(1).max(q + 1)];
    let wide = t.flags & PREFIXED != 0 && prefix != "u8";
    let units = char_units(body, wide, warnings);
    if units.is_empty() {
        return Err("empty character constant".into());
    }
    match prefix {
        "u" => Ok(Num {
            v: units[units.len() - 1] & 0xffff,
            uns: true,
        }),
        "U" => Ok(Num {
            v: units[units.len() - 1] & 0xffff_ffff,
            uns: true,
        }),
        "L" => {
            if units.len() > 1 {
                warnings.push("character constant too long for its type".into());
            }
            Ok(Num::int(units[units.len() - 1] as u32 as i32 as i64))
        }
        _ => {
            if units.len() == 1 {
                return Ok(Num::int(units[0] as u8 as i8 as i64));
            }
            if units.len() > 4 {
                warnings.push("character constant too long for its type".into());
            } else {
                warnings.push("multi-character character constant".into());
            }
            let mut r: u32 = 0;
            for u in &units {
                r = (r << 8) | (*u as u32 & 0xff);
            }
            Ok(Num::int(r as i32 as i64))
        }
    }
}

impl Pp<'_> {
    /// Evaluate the rest of an `#if`/`#elif` line; also returns the
    /// `#if !defined X` controlling macro for the multiple-include optimisation.
    pub(super) fn eval_if(&mut self, dir: &str) -> (bool, Option<Sym>) {
        let mut etoks: Vec<ETok> = Vec::new();
        let mut warnings = Vec::new();
        let mut first_defined: Option<Sym> = None;
        let mut n_items = 0usize;
        loop {
            let t = self.get_token();
            match t.kind {
                Kind::Eof => break,
                Kind::Padding => continue,
                _ => {}
            }
            n_items += 1;
            let e = match t.kind {
                Kind::Name if &*t.text == "defined" => {
                    self.st.prevent_expansion += 1;
                    let mut n = self.get_token_no_padding();
                    let paren = n.is(P::OpenParen);
                    if paren {
                        n = self.get_token_no_padding();
                    }
                    let r = if n.kind == Kind::Name {
                        if n_items == 2 {
                            first_defined = Some(n.text.clone());
                        }
                        let v = self.is_defined(&n.text);
                        if paren {
                            let c = self.get_token_no_padding();
                            if !c.is(P::CloseParen) {
                                if c.kind == Kind::Eof {
                                    self.backup(c);
                                }
                                ETok::Bad("missing ')' after \"defined\"".into())
                            } else {
                                ETok::Num(Num::int(v as i64))
                            }
                        } else {
                            ETok::Num(Num::int(v as i64))
                        }
                    } else {
                        if n.kind == Kind::Eof {
                            self.backup(n);
                        }
                        ETok::Bad("operator \"defined\" requires an identifier".into())
                    };
                    self.st.prevent_expansion -= 1;
                    r
                }
                Kind::Name => match (&*t.text, named_operator(&t.text)) {
                    ("true", _) => ETok::Num(Num::int(1)),
                    ("false", _) => ETok::Num(Num::int(0)),
                    (_, Some(p)) => ETok::Op(p),
                    _ => ETok::Num(Num::int(0)),
                },
                Kind::Number => match parse_number(&t.text, &mut warnings) {
                    Ok(n) => ETok::Num(n),
                    Err(m) => ETok::Bad(m),
                },
                Kind::Char => match parse_char(&t, &mut warnings) {
                    Ok(n) => ETok::Num(n),
                    Err(m) => ETok::Bad(m),
                },
                Kind::Punct(p) => ETok::Op(p),
                _ => ETok::Bad(format!(
                    "token \"{}\" is not valid in preprocessor expressions",
                    t.text
                )),
            };
            etoks.push(e);
        }
        if etoks.is_empty() {
            self.error(format!("{dir} with no expression"));
            return (false, None);
        }
        let mut p = Parser {
            toks: &etoks,
            pos: 0,
            depth: 0,
            warnings: Vec::new(),
            errors: Vec::new(),
        };
        let r = p.expr(true).and_then(|v| {
            if p.pos < etoks.len() {
                match &etoks[p.pos] {
                    ETok::Op(P::CloseParen) => Err("missing '(' in expression".into()),
                    ETok::Op(P::Colon) => Err("':' without preceding '?'".into()),
                    ETok::Bad(m) => Err(m.clone()),
                    _ => Err("missing binary operator before token".into()),
                }
            } else {
                Ok(v)
            }
        });
        warnings.append(&mut p.warnings);
        for w in warnings {
            self.warning(w);
        }
        for e in std::mem::take(&mut p.errors) {
            self.error(e);
        }
        let cmacro = match (&first_defined, etoks.len(), etoks.first()) {
            (Some(m), 2, Some(ETok::Op(P::Not))) if n_items == 2 => Some(m.clone()),
            _ => None,
        };
        match r {
            Ok(v) => (v.truth(), cmacro),
            Err(m) => {
                self.error(m);
                (false, None)
            }
        }
    }
}
