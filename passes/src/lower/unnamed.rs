//! Unnamed parameters.
//!
//! cudafe++ names each unnamed parameter of a kernel's definition
//! `__T<n>` in the host translation (`void k(int __T0) ;`, a template's
//! wrapper and forwarding call alike), from the counter the lambda
//! typedefs use, in the order the unit declares them; a declaration
//! without a body keeps its parameters unnamed. cicc names the unnamed
//! parameters of the device code it emits likewise, from the counter the
//! stub's temporaries show (see `temps`): one per unnamed parameter of a
//! kernel, of a device function it emits, of a kernel template's instance
//! (one per element of an unnamed pack, one for an empty one); and once
//! more in a unit that instantiates a kernel template with an empty pack,
//! named or not (measured with the oracle: four such instances make one).

use super::Lowerer;
use crate::il::exec;
use crate::parse::{DeclIdx, Specs};

/// The unnamed parameters of a kernel template, for counting them per
/// instance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct UnnamedParams {
    /// Unnamed parameters other than a pack.
    pub plain: u32,
    /// The template's function parameter pack, if it has one: whether it
    /// is named.
    pub pack_named: Option<bool>,
}

impl UnnamedParams {
    /// The temporaries of an instance whose pack has `elements` elements
    /// (the unit's one for an empty pack aside).
    pub fn of_instance(self, elements: usize) -> u32 {
        let pack = match self.pack_named {
            Some(false) => u32::try_from(elements.max(1)).unwrap_or(u32::MAX),
            _ => 0,
        };
        self.plain.saturating_add(pack)
    }
}

impl Lowerer<'_> {
    /// The unnamed parameters of function `f` (a list written `(void)`
    /// has none).
    pub(super) fn unnamed_params(&self, f: DeclIdx) -> Vec<DeclIdx> {
        let Some(func) = self.decl(f).func.as_ref() else { return Vec::new() };
        func.params.iter().copied().filter(|&p| self.decl(p).name.is_none() && !self.is_void_param(p)).collect()
    }

    /// A parameter written `void` alone.
    pub(super) fn is_void_param(&self, p: DeclIdx) -> bool {
        let (first, end) = self.param_tokens(p);
        end == first + 1 && self.tok(first) == "void"
    }

    /// A parameter's tokens, without its default argument.
    fn param_tokens(&self, p: DeclIdx) -> (usize, usize) {
        let pd = self.decl(p);
        let first = self.index_at(pd.span.start);
        let end = self.declarator_end(pd);
        (first, end.max(first))
    }

    /// The token before which an unnamed parameter's name goes: inside
    /// an abstract declarator's parentheses (`int (*)(int)`), before an
    /// array's bounds (`int [4]`), else after the type (before a default
    /// argument).
    pub(super) fn unnamed_param_slot(&self, p: DeclIdx) -> usize {
        let (first, end) = self.param_tokens(p);
        self.declarator_slot(first, end)
    }

    pub(super) fn declarator_slot(&self, first: usize, end: usize) -> usize {
        let mut angle = 0i32;
        let mut k = first;
        while k < end {
            match self.tok(k) {
                "<" => angle += 1,
                ">" => angle -= 1,
                ">>" => angle -= 2,
                "[" if angle <= 0 => return k,
                "(" if angle <= 0 => {
                    let close = self.group_end(k).min(end);
                    let prev = if k > first { self.tok(k - 1) } else { "" };
                    let operator_like = matches!(prev, "decltype" | "__decltype" | "typeof" | "__typeof__" | "__typeof" | "__attribute__" | "alignas" | "_Atomic" | "__align__" | "sizeof");
                    if operator_like {
                        k = close;
                        continue;
                    }
                    // `(*)`, `(&)`, `(C::*)`: the name goes after the
                    // pointer operators; else a function type's list.
                    let mut j = k + 1;
                    while j < close && (matches!(self.tok(j), "*" | "&" | "&&" | "const" | "volatile" | "__restrict__" | "__restrict" | "::") || self.tok(j + 1) == "::") {
                        j += 1;
                    }
                    if j == k + 1 {
                        return k;
                    }
                    return self.declarator_slot(j, close.saturating_sub(1).max(j));
                }
                _ => {}
            }
            k += 1;
        }
        end
    }

    /// Where parameter `p` starts (what tells its mentions apart).
    pub(super) fn param_at(&self, p: DeclIdx) -> u32 {
        self.decl(p).span.start
    }

    /// The unnamed parameters of a kernel template (see `UnnamedParams`).
    pub(super) fn unnamed_template_params(&self, f: DeclIdx) -> UnnamedParams {
        let Some(func) = self.decl(f).func.as_ref() else { return UnnamedParams::default() };
        let mut u = UnnamedParams::default();
        for &p in &func.params {
            let pd = self.decl(p);
            if pd.specs.has(Specs::PACK) {
                u.pack_named = Some(pd.name.is_some());
            } else if pd.name.is_none() && !self.is_void_param(p) {
                u.plain += 1;
            }
        }
        u
    }

    /// A function definition's unnamed parameters in its device code
    /// (see the module doc): counted as its temporaries. Templates are
    /// left out (a kernel template's are counted per instance).
    pub(super) fn note_unnamed_param_temporaries(&self, f: DeclIdx) {
        if self.exec_space(f) & exec::DEVICE_BIT == 0 || self.in_template(f) {
            return;
        }
        let n = self.unnamed_params(f).len() as u32;
        if n > 0 {
            self.note_device_temporaries((f, n));
        }
    }
}
