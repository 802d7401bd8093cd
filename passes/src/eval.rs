//! Integer constant expressions in attribute arguments.
//!
//! Attribute arguments such as `__launch_bounds__(256, 2)` must be integral
//! constants; this evaluates literals and operators over tokens with 128-bit
//! arithmetic, so an out-of-range value is seen as too large rather than
//! wrapped. Names are constants only when the caller knows their values
//! (`eval_int_with`, from the symbol table in validate).

use crate::lexer::{TokKind, Token};

/// Splits tokens `first..last` at top-level commas into token ranges.
pub fn split_args(text: &str, toks: &[Token], first: usize, last: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    if first >= last {
        return out;
    }
    let mut depth = 0i32;
    let mut start = first;
    for (i, t) in toks.iter().enumerate().take(last.min(toks.len())).skip(first) {
        match t.text(text) {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" => depth -= 1,
            "," if depth == 0 => {
                out.push((start, i));
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push((start, last.min(toks.len())));
    out
}

pub fn eval_int(text: &str, toks: &[Token]) -> Option<i128> {
    eval_int_with(text, toks, &|_| None)
}

/// Like [`eval_int`], with `names` giving the values of the names that are
/// constants (from the symbol table).
pub fn eval_int_with(text: &str, toks: &[Token], names: &dyn Fn(&str) -> Option<i128>) -> Option<i128> {
    eval_int_typed(text, toks, names, &|_| false)
}

/// `eval_int_with`, where `integer_type` tells which names (`u64`,
/// `std::uint64_t`) are integer typedefs: a cast to one (`(u64)1 << 63`)
/// keeps the value as a cast to a builtin type does.
pub fn eval_int_typed(text: &str, toks: &[Token], names: &dyn Fn(&str) -> Option<i128>, integer_type: &dyn Fn(&str) -> bool) -> Option<i128> {
    let mut p = Eval { text, toks, names, integer_type, pos: 0, depth: 0 };
    let v = p.ternary()?;
    (p.pos == toks.len()).then_some(v)
}

struct Eval<'a> {
    text: &'a str,
    toks: &'a [Token],
    names: &'a dyn Fn(&str) -> Option<i128>,
    integer_type: &'a dyn Fn(&str) -> bool,
    pos: usize,
    depth: u32,
}

const BINARY: &[(&str, u8)] = &[
    ("||", 1), ("&&", 2), ("|", 3), ("^", 4), ("&", 5), ("==", 6), ("!=", 6), ("<", 7), (">", 7), ("<=", 7), (">=", 7),
    ("<<", 8), (">>", 8), ("+", 9), ("-", 9), ("*", 10), ("/", 10), ("%", 10),
];

impl<'a> Eval<'a> {
    fn peek(&self) -> &'a str {
        self.toks.get(self.pos).map_or("", |t| t.text(self.text))
    }

    fn ternary(&mut self) -> Option<i128> {
        let c = self.binary(1)?;
        if self.peek() == "?" {
            self.pos += 1;
            let a = self.ternary()?;
            if self.peek() != ":" {
                return None;
            }
            self.pos += 1;
            let b = self.ternary()?;
            return Some(if c != 0 { a } else { b });
        }
        Some(c)
    }

    fn binary(&mut self, min_prec: u8) -> Option<i128> {
        let mut lhs = self.unary()?;
        loop {
            let op = self.peek();
            let Some(&(_, prec)) = BINARY.iter().find(|(o, _)| *o == op) else { return Some(lhs) };
            if prec < min_prec {
                return Some(lhs);
            }
            self.pos += 1;
            let rhs = self.binary(prec + 1)?;
            lhs = apply_binary(op, lhs, rhs)?;
        }
    }

    fn unary(&mut self) -> Option<i128> {
        self.depth += 1;
        if self.depth > 256 {
            return None;
        }
        let r = match self.peek() {
            "-" => {
                self.pos += 1;
                self.unary().map(|v| -v)
            }
            "+" => {
                self.pos += 1;
                self.unary()
            }
            "~" => {
                self.pos += 1;
                self.unary().map(|v| !v)
            }
            "!" => {
                self.pos += 1;
                self.unary().map(|v| (v == 0) as i128)
            }
            // `sizeof(long int)`: a builtin type's size (LP64), as the
            // runtime's vector types ask for their alignment.
            "sizeof" if self.toks.get(self.pos + 1).is_some_and(|t| t.text(self.text) == "(") => {
                // Another type's size is asked for as `sizeof(T)`: the
                // runtime's vector types, a unit's class.
                let close = (self.pos + 2..self.toks.len()).find(|&k| self.toks[k].text(self.text) == ")")?;
                let words: Vec<&str> = self.toks[self.pos + 2..close].iter().map(|t| t.text(self.text)).collect();
                let size = match crate::lower::types::canonical_builtin(&words) {
                    Some(spelled) => i128::from(crate::lower::types::builtin_layout(&spelled)?.0),
                    // (A pointer's, LP64.)
                    None if words.last() == Some(&"*") => 8,
                    None => (self.names)(&format!("sizeof({})", words.join(" ")))?,
                };
                self.pos = close + 1;
                Some(size)
            }
            "(" if self.at_cast() => {
                // A cast to an integer type keeps the value: skip the type.
                while self.peek() != ")" {
                    self.pos += 1;
                }
                self.pos += 1;
                self.unary()
            }
            "(" => {
                self.pos += 1;
                let v = self.ternary()?;
                if self.peek() != ")" {
                    return None;
                }
                self.pos += 1;
                Some(v)
            }
            _ => self.primary(),
        };
        self.depth -= 1;
        r
    }

    /// `(` opens a C-style cast to a builtin or globally qualified type
    /// (`(int)3`, `(    ::Color)1`: how the stub spells template
    /// arguments), closed on the same level.
    fn at_cast(&self) -> bool {
        let Some(first) = self.toks.get(self.pos + 1) else { return false };
        if first.kind == TokKind::Ident && self.at_typedef_cast() {
            return true;
        }
        let starts_type = matches!(first.text(self.text), "::" | "int" | "unsigned" | "signed" | "long" | "short" | "char" | "bool" | "wchar_t" | "char16_t" | "char32_t" | "char8_t");
        starts_type && self.toks[self.pos + 1..].iter().map(|t| t.text(self.text)).take_while(|&t| t != ")").all(|t| !matches!(t, "(" | "[" | "{" | ";"))
            && self.toks[self.pos + 1..].iter().any(|t| t.text(self.text) == ")")
    }

    /// `(name)` or `(ns::name)` before an operand, where the name is an
    /// integer typedef.
    fn at_typedef_cast(&self) -> bool {
        let rest = &self.toks[self.pos + 1..];
        let Some(close) = rest.iter().position(|t| t.text(self.text) == ")") else { return false };
        let words = &rest[..close];
        let operand_follows = rest.get(close + 1).is_some_and(|t| matches!(t.kind, TokKind::Number | TokKind::Char | TokKind::Ident) || t.text(self.text) == "(");
        operand_follows && words.iter().all(|t| t.kind == TokKind::Ident || t.text(self.text) == "::") && {
            let name: String = words.iter().map(|t| t.text(self.text)).collect();
            (self.integer_type)(&name)
        }
    }

    fn primary(&mut self) -> Option<i128> {
        let tok = self.toks.get(self.pos)?;
        let text = tok.text(self.text);
        let v = match tok.kind {
            TokKind::Number => parse_integer(text)?,
            TokKind::Char => parse_char(text)?,
            TokKind::Ident if text == "true" => 1,
            TokKind::Ident if text == "false" => 0,
            // A call without arguments: the callback is asked for `f()`.
            TokKind::Ident if self.toks.get(self.pos + 1).is_some_and(|t| t.text(self.text) == "(") && self.toks.get(self.pos + 2).is_some_and(|t| t.text(self.text) == ")") => {
                let v = (self.names)(&format!("{text}()"))?;
                self.pos += 3;
                return Some(v);
            }
            // A qualified name (`ns::N`, `S::E::X`) is asked for whole.
            TokKind::Ident if self.toks.get(self.pos + 1).is_some_and(|t| t.text(self.text) == "::") => {
                let mut end = self.pos + 1;
                while self.toks.get(end).is_some_and(|t| t.text(self.text) == "::") && self.toks.get(end + 1).is_some_and(|t| t.kind == TokKind::Ident) {
                    end += 2;
                }
                let name: String = self.toks[self.pos..end].iter().map(|t| t.text(self.text)).collect();
                let v = (self.names)(&name)?;
                self.pos = end;
                return Some(v);
            }
            TokKind::Ident => (self.names)(text)?,
            _ => return None,
        };
        self.pos += 1;
        Some(v)
    }
}

fn apply_binary(op: &str, a: i128, b: i128) -> Option<i128> {
    Some(match op {
        "||" => (a != 0 || b != 0) as i128,
        "&&" => (a != 0 && b != 0) as i128,
        "|" => a | b,
        "^" => a ^ b,
        "&" => a & b,
        "==" => (a == b) as i128,
        "!=" => (a != b) as i128,
        "<" => (a < b) as i128,
        ">" => (a > b) as i128,
        "<=" => (a <= b) as i128,
        ">=" => (a >= b) as i128,
        "<<" => a.checked_shl(u32::try_from(b).ok()?)?,
        ">>" => a.checked_shr(u32::try_from(b).ok()?)?,
        "+" => a.checked_add(b)?,
        "-" => a.checked_sub(b)?,
        "*" => a.checked_mul(b)?,
        "/" => a.checked_div(b)?,
        "%" => a.checked_rem(b)?,
        _ => return None,
    })
}

/// `0x1F`, `017`, `0b101`, `1'000u`, `42ULL`.
pub fn parse_integer(text: &str) -> Option<i128> {
    let digits: String = text.chars().filter(|&c| c != '\'').collect();
    let lower = digits.to_ascii_lowercase();
    let body = lower.trim_end_matches(['u', 'l', 'z']);
    let (radix, rest) = if let Some(r) = body.strip_prefix("0x") {
        (16, r)
    } else if let Some(r) = body.strip_prefix("0b") {
        (2, r)
    } else if body.len() > 1 && body.starts_with('0') {
        (8, &body[1..])
    } else {
        (10, body)
    };
    if rest.is_empty() {
        return None;
    }
    i128::from_str_radix(rest, radix).ok()
}

pub fn parse_char(text: &str) -> Option<i128> {
    // `L'x'`, `u'x'`, `U'x'`, `u8'x'`: the same value.
    let text = text.trim_start_matches(['L', 'u', 'U', '8']);
    let inner = text.strip_prefix('\'')?.strip_suffix('\'')?;
    let mut chars = inner.chars();
    match (chars.next()?, chars.next()) {
        ('\\', Some(c)) => Some(match c {
            'n' => 10,
            't' => 9,
            '0' => 0,
            'r' => 13,
            '\\' => 92,
            '\'' => 39,
            _ => c as i128,
        }),
        (c, None) => Some(c as i128),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexer::lex;

    fn ev(s: &str) -> Option<i128> {
        eval_int(s, &lex(s))
    }

    #[test]
    fn evaluates() {
        assert_eq!(ev("256"), Some(256));
        assert_eq!(ev("0x100000000"), Some(1 << 32));
        assert_eq!(ev("-4"), Some(-4));
        assert_eq!(ev("2 * (3 + 4) << 1"), Some(28));
        assert_eq!(ev("1 ? 2 : 3"), Some(2));
        assert_eq!(ev("n"), None);
        assert_eq!(ev("1'024u"), Some(1024));
        assert_eq!(ev("1 +"), None);
    }

    #[test]
    fn casts_to_integer_typedefs_keep_the_value() {
        let typed = |s: &str| eval_int_typed(s, &lex(s), &|n| (n == "k").then_some(3), &|t| matches!(t, "u64" | "std::uint64_t"));
        assert_eq!(typed("((u64)1 << 40) + 1"), Some((1 << 40) + 1));
        assert_eq!(typed("(std::uint64_t)k * 2"), Some(6));
        // A name that is no integer type is an operand in parentheses.
        assert_eq!(typed("(k) - 1"), Some(2));
        assert_eq!(typed("(f)1"), None);
    }

    #[test]
    fn sizes_builtin_types() {
        assert_eq!(ev("2*sizeof(long int)"), Some(16));
        assert_eq!(ev("sizeof(unsigned short)"), Some(2));
        assert_eq!(ev("sizeof(Foo)"), None);
        assert_eq!(ev("sizeof("), None);
    }
}
