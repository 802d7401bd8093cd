//! Just enough of C++'s type rules to know when cudafe++ shows an implicit
//! conversion: it prints a converted literal in parentheses (`(0)` stored
//! into a `float`, `(127) - threadIdx.x`), so the printer must know the
//! arithmetic type on each side.

use crate::lexer::{TokKind, Token};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ty {
    Bool,
    Char,
    SChar,
    UChar,
    Short,
    UShort,
    Int,
    UInt,
    Long,
    ULong,
    LLong,
    ULLong,
    Float,
    Double,
    LDouble,
    /// `wchar_t` (a signed 32-bit type on the Linux host), `char16_t`
    /// and `char32_t`: distinct types, so an operand of one promoted or
    /// converted shows the conversion as a `char` does (`a + (L'x')`).
    WChar,
    Char16,
    Char32,
    Pointer,
    NullPtr,
    /// A class, enum or anything else with a known, non-arithmetic type.
    Other,
    Unknown,
}

impl Ty {
    /// bool, character and integer types: a constant of one is usable in
    /// constant expressions.
    pub fn is_integral(self) -> bool {
        self.is_arithmetic() && !matches!(self, Ty::Float | Ty::Double | Ty::LDouble)
    }

    pub fn is_arithmetic(self) -> bool {
        !matches!(self, Ty::Pointer | Ty::NullPtr | Ty::Other | Ty::Unknown)
    }

    /// Size in bytes on the LP64 host (`None` for a class or an unknown
    /// type).
    pub fn size(self) -> Option<u64> {
        Some(match self {
            Ty::Bool | Ty::Char | Ty::SChar | Ty::UChar => 1,
            Ty::Short | Ty::UShort | Ty::Char16 => 2,
            Ty::Int | Ty::UInt | Ty::Float | Ty::WChar | Ty::Char32 => 4,
            Ty::Long | Ty::ULong | Ty::LLong | Ty::ULLong | Ty::Double | Ty::Pointer | Ty::NullPtr => 8,
            Ty::LDouble => 16,
            Ty::Other | Ty::Unknown => return None,
        })
    }

    fn rank(self) -> u8 {
        match self {
            Ty::Bool => 0,
            Ty::Char | Ty::SChar | Ty::UChar => 1,
            Ty::Short | Ty::UShort | Ty::Char16 => 2,
            Ty::Int | Ty::UInt | Ty::WChar | Ty::Char32 => 3,
            Ty::Long | Ty::ULong => 4,
            Ty::LLong | Ty::ULLong => 5,
            Ty::Float => 6,
            Ty::Double => 7,
            Ty::LDouble => 8,
            _ => 0,
        }
    }

    fn unsigned(self) -> bool {
        matches!(self, Ty::UChar | Ty::UShort | Ty::UInt | Ty::ULong | Ty::ULLong | Ty::Bool)
    }

    /// Integral promotion.
    pub fn promoted(self) -> Ty {
        match self {
            Ty::Bool | Ty::Char | Ty::SChar | Ty::UChar | Ty::Short | Ty::UShort | Ty::WChar | Ty::Char16 => Ty::Int,
            Ty::Char32 => Ty::UInt,
            t => t,
        }
    }

    /// The usual arithmetic conversions (LP64).
    pub fn common(a: Ty, b: Ty) -> Ty {
        if !a.is_arithmetic() || !b.is_arithmetic() {
            return Ty::Unknown;
        }
        if a.rank() >= 6 || b.rank() >= 6 {
            return if a.rank() >= b.rank() { a } else { b };
        }
        let (a, b) = (a.promoted(), b.promoted());
        if a == b {
            return a;
        }
        let (hi, lo) = if a.rank() >= b.rank() { (a, b) } else { (b, a) };
        if hi.rank() == lo.rank() {
            // Same rank, one unsigned: the unsigned one.
            return if hi.unsigned() { hi } else { lo };
        }
        if hi.unsigned() || !lo.unsigned() {
            return hi;
        }
        // Signed wider than unsigned narrower: LP64 `long` holds every
        // `unsigned int`.
        hi
    }
}

/// The type a declaration's type tokens name, as far as arithmetic goes.
/// `pointer` says a declarator `*` or array was seen.
pub fn from_tokens(src: &str, toks: &[Token]) -> Ty {
    words_ty(src, toks).0
}

/// `from_tokens` with a type name looked up by `typedef` (the arithmetic
/// type a typedef stands for): `uint x` is an `unsigned` one.
pub fn from_tokens_with(src: &str, toks: &[Token], typedef: impl FnOnce(&str) -> Option<Ty>) -> Ty {
    match words_ty(src, toks) {
        (Ty::Other, Some(word)) => typedef(word).unwrap_or(Ty::Other),
        (t, _) => t,
    }
}

/// The type the words name, and the word that made it `Ty::Other` (a
/// typedef or class name).
fn words_ty<'s>(src: &'s str, toks: &[Token]) -> (Ty, Option<&'s str>) {
    let mut named = None;
    let mut unsigned = false;
    let mut signed = false;
    let mut longs = 0;
    let mut base: Option<Ty> = None;
    // Template arguments (`Vec<float>`) are not the declared type's words.
    let mut angles = 0u32;
    // Nor an attribute's (`__attribute__((shared)) uint`): its keyword,
    // then its parenthesized arguments.
    let mut attribute = false;
    let mut parens = 0u32;
    // A qualified name (`std::uint32_t`, `::real`) is one word: where it
    // starts, and whether the token before is its `::`.
    let mut named_start = None;
    let mut after_scope = false;
    for t in toks {
        let s = t.text(src);
        match s {
            "__attribute__" | "__attribute" | "__declspec" | "alignas" | "_Alignas" | "__align__" => {
                attribute = true;
                continue;
            }
            "(" if attribute || parens > 0 => {
                parens += 1;
                continue;
            }
            ")" if parens > 0 => {
                parens -= 1;
                attribute = parens > 0;
                continue;
            }
            _ if parens > 0 => continue,
            _ => attribute = false,
        }
        match s {
            "<" => {
                angles += 1;
                continue;
            }
            ">" => {
                angles = angles.saturating_sub(1);
                continue;
            }
            ">>" => {
                angles = angles.saturating_sub(2);
                continue;
            }
            _ if angles > 0 => continue,
            _ => {}
        }
        let scoped = std::mem::replace(&mut after_scope, s == "::");
        match s {
            "::" if base.is_none() && !unsigned && !signed && longs == 0 => {
                named_start = named_start.or(Some(t.start as usize));
            }
            "*" | "[" => return (Ty::Pointer, None),
            "&" | "&&" => {}
            "unsigned" => unsigned = true,
            "signed" => signed = true,
            "long" => longs += 1,
            "short" => base = Some(Ty::Short),
            "int" => base = base.or(Some(Ty::Int)),
            "char" => base = Some(Ty::Char),
            "wchar_t" => base = Some(Ty::WChar),
            "char16_t" => base = Some(Ty::Char16),
            "char32_t" => base = Some(Ty::Char32),
            "bool" => base = Some(Ty::Bool),
            "float" => base = Some(Ty::Float),
            "double" => base = Some(Ty::Double),
            "size_t" => base = Some(Ty::ULong),
            "const" | "volatile" | "static" | "extern" | "constexpr" | "inline" | "register" | "thread_local" | "mutable" => {}
            // The last component of a qualified name (`std::uint32_t`).
            _ if scoped && t.kind == TokKind::Ident && base == Some(Ty::Other) => {
                named = named_start.and_then(|from| src.get(from..t.end() as usize));
            }
            _ if t.kind == TokKind::Ident && base.is_none() && !unsigned && !signed && longs == 0 => {
                base = Some(Ty::Other);
                named = Some(s);
                named_start = named_start.or(Some(t.start as usize));
            }
            _ => {}
        }
    }
    let ty = match base {
        Some(Ty::Double) if longs > 0 => Ty::LDouble,
        Some(Ty::Short) => {
            if unsigned {
                Ty::UShort
            } else {
                Ty::Short
            }
        }
        Some(Ty::Char) => {
            if unsigned {
                Ty::UChar
            } else if signed {
                Ty::SChar
            } else {
                Ty::Char
            }
        }
        Some(Ty::Int) | None if unsigned || signed || longs > 0 || base.is_some() => match (unsigned, longs) {
            (false, 0) => Ty::Int,
            (true, 0) => Ty::UInt,
            (false, 1) => Ty::Long,
            (true, 1) => Ty::ULong,
            (false, _) => Ty::LLong,
            (true, _) => Ty::ULLong,
        },
        Some(t) => t,
        None => Ty::Unknown,
    };
    (ty, named.filter(|_| ty == Ty::Other))
}

/// The type of a numeric or character literal.
pub fn of_literal(text: &str, kind: TokKind) -> Ty {
    match kind {
        TokKind::Char => match text.split('\'').next() {
            Some("" | "u8") => Ty::Char,
            Some("L") => Ty::WChar,
            Some("u") => Ty::Char16,
            Some("U") => Ty::Char32,
            _ => Ty::Other,
        },
        // (Read byte by byte, case ignored: typing a literal allocates
        // nothing, and most operands are literals or names.)
        TokKind::Number => {
            let bytes = text.as_bytes();
            let hex = bytes.len() > 1 && bytes[0] == b'0' && bytes[1].eq_ignore_ascii_case(&b'x');
            let float = if hex { bytes.iter().any(|c| c.eq_ignore_ascii_case(&b'p')) } else { bytes.iter().any(|&c| c == b'.' || c.eq_ignore_ascii_case(&b'e')) };
            if float {
                return match bytes.last().map(u8::to_ascii_lowercase) {
                    Some(b'f') => Ty::Float,
                    Some(b'l') => Ty::LDouble,
                    _ => Ty::Double,
                };
            }
            let suffix_len = bytes.iter().rev().take_while(|c| matches!(c.to_ascii_lowercase(), b'u' | b'l' | b'z')).count();
            let suffix = &bytes[bytes.len() - suffix_len..];
            let unsigned = suffix.iter().any(|c| c.eq_ignore_ascii_case(&b'u'));
            let longs = suffix.iter().filter(|c| c.eq_ignore_ascii_case(&b'l')).count();
            let digits = &text[..text.len() - suffix_len];
            let plain_decimal = digits.bytes().all(|c| c.is_ascii_digit()) && !(digits.len() > 1 && digits.starts_with('0'));
            let value = if plain_decimal { digits.parse().ok() } else { parse_int(&digits.to_ascii_lowercase()) };
            // A value past the signed type's range makes a hexadecimal or
            // octal literal (and, in EDG, a decimal one) unsigned.
            let past = |max: i64| value.is_some_and(|v| v > max as u128);
            match (unsigned, longs) {
                (false, 0) => {
                    let based = hex || digits.starts_with('0');
                    match value {
                        Some(v) if v <= i32::MAX as u128 => Ty::Int,
                        Some(v) if based && v <= u32::MAX as u128 => Ty::UInt,
                        _ if past(i64::MAX) => Ty::ULong,
                        _ => Ty::Long,
                    }
                }
                (true, 0) => Ty::UInt,
                (false, 1) if past(i64::MAX) => Ty::ULong,
                (false, 1) => Ty::Long,
                (true, 1) => Ty::ULong,
                (false, _) if past(i64::MAX) => Ty::ULLong,
                (false, _) => Ty::LLong,
                (true, _) => Ty::ULLong,
            }
        }
        _ => Ty::Unknown,
    }
}

pub fn parse_int(digits: &str) -> Option<u128> {
    let d: String = digits.chars().filter(|&c| c != '\'').collect();
    if let Some(h) = d.strip_prefix("0x") {
        u128::from_str_radix(h, 16).ok()
    } else if let Some(b) = d.strip_prefix("0b") {
        u128::from_str_radix(b, 2).ok()
    } else if d.len() > 1 && d.starts_with('0') {
        u128::from_str_radix(&d[1..], 8).ok()
    } else {
        d.parse().ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_conversions() {
        assert_eq!(Ty::common(Ty::Int, Ty::Float), Ty::Float);
        assert_eq!(Ty::common(Ty::Int, Ty::UInt), Ty::UInt);
        assert_eq!(Ty::common(Ty::Short, Ty::Char), Ty::Int);
        assert_eq!(Ty::common(Ty::Long, Ty::UInt), Ty::Long);
        assert_eq!(of_literal("5ull", TokKind::Number), Ty::ULLong);
        assert_eq!(of_literal("2.0f", TokKind::Number), Ty::Float);
        assert_eq!(of_literal("64", TokKind::Number), Ty::Int);
    }
}
