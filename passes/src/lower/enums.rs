//! An enumeration's body as cudafe++ prints it: from the values, not the
//! text. An enumerator keeps its initializer only when its value is not
//! the previous one's plus one (zero for the first), or when that
//! increment wrapped around (`D0 = -1, D1` prints `D1 = 0`); a literal
//! initializer is printed as its value in the underlying type (`C = 'a'`
//! is `C = 97`, `K = 200` of an `unsigned char` enumeration `K = 200U`),
//! a name as it is, anything else in parentheses (`A5 = (A2 + 10)`).

use super::body::BodyEnv;
use super::expr::{Expr, Range};
use super::out::Out;
use super::ty::{self, Ty};
use super::Lowerer;
use crate::eval::{eval_int_with, split_args};
use crate::lexer::TokKind;
use crate::parse::{Context, DeclKind};
use rustc_hash::FxHashSet as HashSet;

/// One enumerator: its name token and its initializer's tokens.
struct Enumerator {
    name: usize,
    init: Option<Range>,
}

impl<'a> Lowerer<'a> {
    /// The enumerators between `open` and `close` (the braces); `head` is
    /// where the enumeration's head starts (for a fixed underlying type).
    pub(super) fn enum_body(&self, idx: crate::parse::DeclIdx, head: usize, open: usize, close: usize, out: &mut Out) {
        let items = self.enumerators(open, close);
        let values = self.enumerator_values(&items);
        let suffix = literal_suffix(self.underlying(head, open, &values));
        let env = self.constraint_env();
        *env.in_enum.borrow_mut() = items.iter().map(|e| self.tok(e.name).to_string()).collect();
        // In a class template every enumerator's value waits for the
        // instance; in a function template those that name its parameters
        // (or such an enumerator) do.
        let all_dependent = self.in_class_template(idx);
        let params = self.template_param_names();
        let mut prev: Option<i128> = None;
        // Each enumerator has its own position: one on a later line starts
        // a line with its marker, as does the closing brace.
        for (n, (e, value)) in items.iter().zip(&values).enumerate() {
            if n > 0 {
                out.push(", ");
            }
            out.mark(self.toks[e.name].start);
            out.push(self.tok(e.name));
            let implicit = match prev {
                None => Some(0),
                Some(-1) => None,
                Some(p) => Some(p + 1),
            };
            let keep = value.is_none() || *value != implicit;
            let dependent = e.init.is_some_and(|r| all_dependent || self.names_dependent(&env, &params, r));
            match (e.init, value) {
                (Some(r), _) if dependent => self.dependent_enumerator_init(&env, r, e.name, out),
                (Some(r), _) if keep => self.enumerator_init(&env, r, *value, suffix, out),
                (None, Some(v)) if keep => out.push(&format!(" = {v}{suffix}")),
                _ => {}
            }
            prev = *value;
        }
        if let Some(t) = self.toks.get(close) {
            out.mark(t.start);
        }
    }

    /// The enumerators of the enumerations declared in function bodies,
    /// which the symbol table (item signatures) does not hold.
    pub(super) fn block_enumerators(&self) -> HashSet<&'a str> {
        self.block_enumerations().flatten().map(|e| self.toks[e.name].text(self.text)).collect()
    }

    /// The value of an enumerator of an enumeration declared in a function
    /// body (`enum { NUM_PARTS = 1024 };`), when cufe can evaluate it.
    pub(super) fn block_enumerator_value(&self, name: &str) -> Option<i128> {
        if !self.block_enumerators.contains(name) {
            return None;
        }
        self.block_enumerations().find_map(|items| {
            let k = items.iter().position(|e| self.toks[e.name].text(self.text) == name)?;
            Some(self.enumerator_values(&items).get(k).copied().flatten())
        })?
    }

    /// An enumerator of an enumeration declared in a function template's
    /// body whose initializer names the template's parameters (or such an
    /// enumerator): its type and value wait for the instance, so EDG
    /// converts no operand of an expression that uses it (`p + q`).
    pub(super) fn dependent_block_enumerator(&self, name: &str) -> bool {
        if !self.block_enumerators.contains(name) {
            return false;
        }
        let params = self.template_param_names();
        self.block_enumerations().any(|items| {
            let mut dependent: Vec<&str> = Vec::new();
            for e in &items {
                if e.init.is_some_and(|r| self.mentions_dependent(r, &params, |t| dependent.contains(&t))) {
                    dependent.push(self.tok(e.name));
                }
            }
            dependent.contains(&name)
        })
    }

    /// Each enumeration declared in a function body: its enumerators.
    fn block_enumerations(&self) -> impl Iterator<Item = Vec<Enumerator>> + '_ {
        self.view.scan.ast.decls.iter().filter(|(_, d)| d.kind == DeclKind::Enum && d.context == Context::Block).filter_map(|(_, d)| {
            let first = self.toks.partition_point(|t| t.start < d.span.start);
            let last = self.toks.partition_point(|t| t.start < d.span.end);
            let open = (first..last).find(|&k| self.tok(k) == "{")?;
            let close = self.group_end(open).saturating_sub(1);
            Some(self.enumerators(open, close))
        })
    }

    /// The enumerators, split at top-level commas.
    fn enumerators(&self, open: usize, close: usize) -> Vec<Enumerator> {
        split_args(self.text, self.toks, open + 1, close)
            .into_iter()
            .filter(|&(f, l)| f < l && self.toks[f].kind == TokKind::Ident)
            .map(|(f, l)| {
                let eq = (f..l).find(|&k| self.tok(k) == "=");
                Enumerator { name: f, init: eq.map(|q| Range { first: q + 1, last: l }) }
            })
            .collect()
    }

    /// Each enumerator's value, when the initializers are constants cufe
    /// can evaluate (earlier enumerators and the unit's constants named).
    fn enumerator_values(&self, items: &[Enumerator]) -> Vec<Option<i128>> {
        let mut known: Vec<(&str, i128)> = Vec::new();
        let mut out = Vec::new();
        let mut prev: Option<i128> = Some(-1);
        for e in items {
            let value = match e.init {
                Some(r) => {
                    let names = |n: &str| known.iter().rev().find(|(k, _)| *k == n).map(|(_, v)| *v).or_else(|| self.table.resolve(&[n], &self.scope, false).iter().find_map(|s| s.detail.const_value));
                    eval_int_with(self.text, self.toks.get(r.first..r.last).unwrap_or(&[]), &names)
                }
                None => prev.map(|p| p + 1),
            };
            if let Some(v) = value {
                known.push((self.tok(e.name), v));
            }
            out.push(value);
            prev = value;
        }
        out
    }

    /// The underlying type: the fixed one (`enum K : unsigned char`, a
    /// typedef's too: `std::int64_t` is `long`), else the first of `int`,
    /// `unsigned int`, `long`, `unsigned long` that holds every value.
    fn underlying(&self, head: usize, open: usize, values: &[Option<i128>]) -> Ty {
        if let Some(colon) = (head..open).find(|&k| self.tok(k) == ":") {
            return ty::from_tokens_with(self.text, self.toks.get(colon + 1..open).unwrap_or(&[]), |name| self.typedef_ty_in(name, &self.scope));
        }
        let fits = |lo: i128, hi: i128| values.iter().flatten().all(|&v| (lo..=hi).contains(&v));
        if fits(i32::MIN.into(), i32::MAX.into()) {
            Ty::Int
        } else if fits(0, u32::MAX.into()) {
            Ty::UInt
        } else if fits(i64::MIN.into(), i64::MAX.into()) {
            Ty::Long
        } else {
            Ty::ULong
        }
    }

    /// The initializer's tokens name a template parameter or an earlier
    /// enumerator whose value depends on one.
    fn names_dependent(&self, env: &BodyEnv<'_, '_>, params: &[&str], r: Range) -> bool {
        let dependent = env.dependent_enumerators.borrow();
        self.mentions_dependent(r, params, |t| dependent.iter().any(|(n, _)| n == t))
    }

    /// Tokens `r` name one of `params` or a name `dependent` says is.
    fn mentions_dependent(&self, r: Range, params: &[&str], dependent: impl Fn(&str) -> bool) -> bool {
        (r.first..r.last).any(|k| params.contains(&self.tok(k)) || dependent(self.tok(k)))
    }

    /// ` = init` of an enumerator whose value the template's instance
    /// computes: the expression as written, in EDG's form of a template's
    /// expression (no parentheses around it), kept for later uses.
    fn dependent_enumerator_init(&self, env: &BodyEnv<'_, '_>, r: Range, name: usize, out: &mut Out) {
        let is_type = |n: &str| env.is_type(n);
        let mut p = env.parser(r.first, r.last, &is_type);
        let e = p.expression();
        out.push(" = ");
        let mut o = Out::new();
        if p.at_end() {
            env.printer().expr(e.without_parens(), None, &mut o);
        } else {
            self.raw_tokens(r, &mut o);
        }
        let text = o.tail().to_string();
        out.push(&text);
        env.dependent_enumerators.borrow_mut().push((self.tok(name).to_string(), text));
    }

    /// ` = init`: a literal as its value, a name as written, anything else
    /// printed as an expression in parentheses.
    fn enumerator_init(&self, env: &BodyEnv<'_, '_>, r: Range, value: Option<i128>, suffix: &str, out: &mut Out) {
        let is_type = |n: &str| env.is_type(n);
        let mut p = env.parser(r.first, r.last, &is_type);
        let e = p.expression();
        out.push(" = ");
        if !p.at_end() {
            self.raw_tokens(r, out);
            return;
        }
        let bare = e.without_parens();
        match (bare, value) {
            (Expr::Literal(_), Some(v)) => out.push(&format!("{v}{suffix}")),
            (Expr::Name(_), _) => env.printer().expr(bare, None, out),
            _ => {
                out.push("(");
                env.printer().expr(bare, None, out);
                out.push(")");
            }
        }
    }
}

/// The suffix of a literal of the underlying type: `U` for any unsigned
/// one (`unsigned char` too).
fn literal_suffix(t: Ty) -> &'static str {
    match t {
        Ty::UChar | Ty::UShort | Ty::UInt => "U",
        Ty::Long => "L",
        Ty::ULong => "UL",
        Ty::LLong => "LL",
        Ty::ULLong => "ULL",
        _ => "",
    }
}
