//! A kernel's `__launch_bounds__` first argument as the stub's
//! `__cudaRegisterEntry` prints it: cudafe++ keeps the argument as EDG
//! folded it, a constant of the expression's type, and its C generator
//! prints that constant with its type (measured with cudafe++ 13.5):
//!
//! * `int` as the value (`128`, a negative one in parentheses: `(-5)`);
//!   the wider and unsigned integer types with their suffix (`256U`,
//!   `(-5L)`, `256UL`, `256LL`, `2147483648U` for `0x80000000`);
//! * the types narrower than `int` as a cast: `((bool)1)`, `((char)97)`,
//!   `((short)(-3))`, `((unsigned char)200U)`, `((char16_t)97U)`;
//! * an enumerator named alone as its name (`(T)`, `( ::ns::U)`,
//!   `( ::E2::S)` for a scoped one); a value of an enumeration with no
//!   enumerator named as a cast: `((enum E)5)`. An enumerator in
//!   arithmetic is an `int` (`T*2` is `128`).

use super::expr::{Expr, Parser};
use crate::scoped::ScopedStr;
use super::ty::{self, Ty};
use super::Lowerer;
use crate::lexer::{TokKind, Token};

/// The type of a folded constant, as far as its printing goes.
#[derive(Debug, Clone, PartialEq)]
enum BoundTy {
    Arith(Ty),
    Char16,
    Char32,
    /// An enumerator named alone, spelled as cudafe++ names it.
    Enumerator(String),
    /// A value of the (qualified) enumeration.
    Enum(String),
}

impl BoundTy {
    /// The type the constant has as an arithmetic operand.
    fn promoted(&self) -> Ty {
        match self {
            BoundTy::Arith(t) => t.promoted(),
            BoundTy::Char16 | BoundTy::Enumerator(_) | BoundTy::Enum(_) => Ty::Int,
            BoundTy::Char32 => Ty::UInt,
        }
    }
}

/// A constant and its type.
type Typed = (i128, BoundTy);

/// Nesting a constant expression may have before it is given up on.
const MAX_DEPTH: u32 = 64;

impl Lowerer<'_> {
    /// The launch bound `source` (the argument's text) as the stub's
    /// registration prints it; `None` when it is no integer constant.
    pub(super) fn launch_bound_spelled(&self, source: &str) -> Option<String> {
        let (value, ty) = match self.typed_source(source) {
            Some(t) => t,
            // What the typing does not know, the evaluation may: an `int`.
            None => (crate::eval::eval_int_with(source, &crate::lexer::lex(source), &|name| self.named_constant(name, &self.scope))?, BoundTy::Arith(Ty::Int)),
        };
        spelled(value, &ty)
    }

    /// The constant expression `source` is, typed; `None` when it is not
    /// one expression or not a constant the typing knows.
    fn typed_source(&self, source: &str) -> Option<Typed> {
        let toks = crate::lexer::lex(source);
        let is_type: &dyn Fn(&str) -> bool = &|n| self.is_type_name(n);
        let mut p = Parser::new(source, &toks, 0, toks.len(), is_type);
        let e = p.expression();
        p.at_end().then(|| self.typed_constant(source, &toks, &e, 0)).flatten()
    }

    /// The type of a kernel template's launch bound `source`, which each
    /// instance's registration prints its value with: each value
    /// parameter (name, type as written) stands for a constant of its
    /// type (`N * 2` of `unsigned N` is an `unsigned`); `None` when the
    /// expression is no integer constant of an arithmetic type.
    pub(super) fn launch_bound_template_ty(&self, source: &str, value_params: &[(String, String)]) -> Option<Ty> {
        let toks = crate::lexer::lex(source);
        let param_ty = |t: &Token| {
            let w = t.text(source);
            (t.kind == TokKind::Ident).then(|| value_params.iter().find(|(n, _)| n == w)).flatten().map(|(_, ty)| ty)
        };
        let text = toks.iter().map(|t| param_ty(t).map_or_else(|| t.text(source).to_string(), |ty| format!("(({ty})1)"))).collect::<Vec<_>>().join(" ");
        match self.typed_source(&text)? {
            (_, BoundTy::Arith(t)) => Some(t),
            _ => None,
        }
    }

    fn typed_constant(&self, src: &str, toks: &[Token], e: &Expr, depth: u32) -> Option<Typed> {
        if depth > MAX_DEPTH {
            return None;
        }
        let sub = |x: &Expr| self.typed_constant(src, toks, x, depth + 1);
        let text = |first: usize, last: usize| toks.get(first..last).map(|t| t.iter().map(|t| t.text(src)).collect::<Vec<_>>().join(" "));
        match e {
            Expr::Literal(i) => literal(toks.get(*i)?, src),
            Expr::Name(r) => self.named_typed(&text(r.first, r.last)?.replace(" :: ", "::").replace(":: ", "::")),
            Expr::Paren(inner) => sub(inner),
            Expr::Unary(op, inner) => {
                let (v, t) = sub(inner)?;
                match *op {
                    "!" => Some((i128::from(v == 0), BoundTy::Arith(Ty::Bool))),
                    "+" => arith(v, t.promoted()),
                    "-" => arith(v.checked_neg()?, t.promoted()),
                    "~" => arith(!v, t.promoted()),
                    _ => None,
                }
            }
            Expr::Binary(l, op, r) => {
                let ((a, ta), (b, tb)) = (sub(l)?, sub(r)?);
                binary(a, ta.promoted(), op, b, tb.promoted())
            }
            Expr::Cond(c, a, b) => {
                let (c, (a, ta), (b, tb)) = (sub(c)?, sub(a)?, sub(b)?);
                if ta == tb {
                    return Some(if c.0 != 0 { (a, ta) } else { (b, tb) });
                }
                let t = Ty::common(ta.promoted(), tb.promoted());
                arith(if c.0 != 0 { a } else { b }, t)
            }
            Expr::Cast(r, inner) | Expr::NamedCast(_, r, inner) => {
                let (v, _) = sub(inner)?;
                self.converted(v, &text(r.first, r.last)?)
            }
            Expr::Construct(r, args, false) if args.len() == 1 => {
                let (v, _) = sub(&args[0])?;
                self.converted(v, &text(r.first, r.last)?)
            }
            Expr::SizeofType(_, r) => {
                let written = format!("sizeof({})", text(r.first, r.last)?);
                let v = crate::eval::eval_int_with(&written, &crate::lexer::lex(&written), &|_| None)?;
                arith(v, Ty::ULong)
            }
            // A constexpr function called without arguments.
            Expr::Call(callee, args) if args.is_empty() => match &**callee {
                Expr::Name(r) => arith(self.constant_named(&format!("{}()", text(r.first, r.last)?), &self.scope, 0)?, Ty::Int),
                _ => None,
            },
            _ => None,
        }
    }

    /// A name's constant: an enumerator, or a constant variable.
    fn named_typed(&self, written: &str) -> Option<Typed> {
        if let Some(v) = self.enumerator_value_from(written, &self.scope) {
            return Some((v, BoundTy::Enumerator(self.enumerator_spelling(written)?)));
        }
        let v = self.constant_named(written, &self.scope, 0)?;
        let parts: Vec<&str> = written.trim_global().split_scopes().map(str::trim).collect();
        let declared = self.table.resolve(&parts, &self.scope, written.starts_with("::")).into_iter().find(|s| s.kind == crate::il::EntityKind::Variable).and_then(|s| s.value_ty);
        match declared {
            Some(t) if t.is_integral() => arith(v, t),
            _ => None,
        }
    }

    /// An enumerator as cudafe++ names it: an unscoped one by its name in
    /// its enumeration's scope, one of a scoped enumeration through it;
    /// from the global scope (` ::ns::U`) unless it is declared there.
    fn enumerator_spelling(&self, written: &str) -> Option<String> {
        let qualified = match self.enumeration_of(written) {
            Some((e, last)) => match e.qname.rsplit_once_scope() {
                Some((scope, _)) => format!("{scope}::{last}"),
                None => last.to_string(),
            },
            // (One of an unnamed enumeration by its scope's name.)
            None if let Some((qname, _)) = self.table.unnamed_enumerator_entry(written, &self.scope) => qname.to_string(),
            None => {
                let parts: Vec<&str> = written.trim_global().split_scopes().map(str::trim).collect();
                let (last, qualifier) = parts.split_last()?;
                let e = self.table.resolve(qualifier, &self.scope, written.starts_with("::")).into_iter().find(|s| s.is_enum)?;
                format!("{}::{last}", e.qname)
            }
        };
        Some(if qualified.has_scope() { format!(" ::{qualified}") } else { qualified })
    }

    /// `v` converted to the type written `ty`.
    fn converted(&self, v: i128, ty: &str) -> Option<Typed> {
        match ty.trim() {
            "char16_t" => return Some((v as u16 as i128, BoundTy::Char16)),
            "char32_t" => return Some((v as u32 as i128, BoundTy::Char32)),
            "wchar_t" => return arith(v, Ty::Int),
            _ => {}
        }
        let toks = crate::lexer::lex(ty);
        match ty::from_tokens(ty, &toks) {
            t if t.is_integral() => arith(v, t),
            _ => {
                let parts: Vec<&str> = ty.trim_global().split_scopes().map(str::trim).collect();
                let e = self.table.resolve(&parts, &self.scope, ty.starts_with("::")).into_iter().find(|s| s.is_enum)?;
                Some((v, BoundTy::Enum(e.qname.clone())))
            }
        }
    }
}

/// A literal's constant.
fn literal(tok: &Token, src: &str) -> Option<Typed> {
    let text = tok.text(src);
    match (tok.kind, text) {
        (_, "true" | "false") => Some((i128::from(text == "true"), BoundTy::Arith(Ty::Bool))),
        (TokKind::Number, _) => {
            let t = ty::of_literal(text, TokKind::Number);
            t.is_integral().then_some(())?;
            arith(crate::eval::parse_integer(text)?, t)
        }
        (TokKind::Char, _) => {
            let v = crate::eval::parse_char(text)?;
            Some(match text.split('\'').next().unwrap_or("") {
                "" | "u8" => (v, BoundTy::Arith(Ty::Char)),
                // (`wchar_t` is printed as an `int`.)
                "L" => (v, BoundTy::Arith(Ty::Int)),
                "u" => (v, BoundTy::Char16),
                "U" => (v, BoundTy::Char32),
                _ => return None,
            })
        }
        _ => None,
    }
}

/// `v` converted to arithmetic type `t` (wrapped to its width).
fn arith(v: i128, t: Ty) -> Option<Typed> {
    let v = match t {
        Ty::Bool => i128::from(v != 0),
        Ty::Char | Ty::SChar => i128::from(v as i8),
        Ty::UChar => i128::from(v as u8),
        Ty::Short => i128::from(v as i16),
        Ty::UShort => i128::from(v as u16),
        Ty::Int => i128::from(v as i32),
        Ty::UInt => i128::from(v as u32),
        Ty::Long | Ty::LLong => i128::from(v as i64),
        Ty::ULong | Ty::ULLong => i128::from(v as u64),
        _ => return None,
    };
    Some((v, BoundTy::Arith(t)))
}

/// A binary operator on promoted operands.
fn binary(a: i128, ta: Ty, op: &str, b: i128, tb: Ty) -> Option<Typed> {
    let common = Ty::common(ta, tb);
    let bool_of = |x: bool| Some((i128::from(x), BoundTy::Arith(Ty::Bool)));
    // Comparisons compare the converted operands.
    let (ca, cb) = (arith(a, common)?.0, arith(b, common)?.0);
    match op {
        "<" => bool_of(ca < cb),
        ">" => bool_of(ca > cb),
        "<=" => bool_of(ca <= cb),
        ">=" => bool_of(ca >= cb),
        "==" => bool_of(ca == cb),
        "!=" => bool_of(ca != cb),
        "&&" => bool_of(a != 0 && b != 0),
        "||" => bool_of(a != 0 || b != 0),
        "<<" => arith(a.checked_shl(u32::try_from(b).ok().filter(|&s| s < 64)?)?, ta),
        ">>" => arith(a.checked_shr(u32::try_from(b).ok().filter(|&s| s < 64)?)?, ta),
        "+" => arith(ca.checked_add(cb)?, common),
        "-" => arith(ca.checked_sub(cb)?, common),
        "*" => arith(ca.checked_mul(cb)?, common),
        "/" => arith(ca.checked_div(cb)?, common),
        "%" => arith(ca.checked_rem(cb)?, common),
        "&" => arith(ca & cb, common),
        "|" => arith(ca | cb, common),
        "^" => arith(ca ^ cb, common),
        _ => None,
    }
}

/// A launch bound of arithmetic type `t` as the registration prints it.
pub fn spelled_arith(v: i128, t: Ty) -> Option<String> {
    spelled(v, &BoundTy::Arith(t))
}

/// The constant as the C generator prints it (see the module
/// documentation).
fn spelled(v: i128, ty: &BoundTy) -> Option<String> {
    let signed = |v: i128| if v < 0 { format!("({v})") } else { v.to_string() };
    let suffixed = |suffix: &str| if v < 0 { format!("({v}{suffix})") } else { format!("{v}{suffix}") };
    Some(match ty {
        BoundTy::Arith(t) => match t {
            Ty::Int => signed(v),
            Ty::UInt => suffixed("U"),
            Ty::Long => suffixed("L"),
            Ty::ULong => suffixed("UL"),
            Ty::LLong => suffixed("LL"),
            Ty::ULLong => suffixed("ULL"),
            Ty::Bool => format!("((bool){v})"),
            Ty::Char => format!("((char){})", signed(v)),
            Ty::SChar => format!("((signed char){})", signed(v)),
            Ty::Short => format!("((short){})", signed(v)),
            Ty::UChar => format!("((unsigned char){v}U)"),
            Ty::UShort => format!("((unsigned short){v}U)"),
            _ => return None,
        },
        BoundTy::Char16 => format!("((char16_t){v}U)"),
        BoundTy::Char32 => format!("((char32_t){v}U)"),
        BoundTy::Enumerator(name) => format!("({name})"),
        BoundTy::Enum(name) => format!("((enum {name}){})", signed(v)),
    })
}
