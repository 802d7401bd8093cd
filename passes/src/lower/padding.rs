//! The explicit padding cudafe++ writes into a class definition.
//!
//! The runtime header defines `__pad__(f)` as `f` for a 32-bit Windows
//! host and as nothing elsewhere: where the device's layout of a class
//! holds padding a 32-bit host would not, cudafe++ spells the bytes out
//! (`__pad__(volatile char:8;)`, one per byte) so both agree. What makes
//! that padding is a `__device_builtin__` type: the gap before a member
//! whose type is one with an explicit alignment (`float2` after an `int`),
//! and the tail of a class holding any member of such a type (`dim3`,
//! `cudaPos`, an enumeration of the runtime; not an array of one).
//! Padding from pointers, `double` or a user's own aligned class is not
//! spelled out: the oracle shows none there.

use super::types::{self, DeclTy};
use crate::scoped::ScopedStr;
use super::Lowerer;
use crate::parse::{DeclIdx, DeclKind, Specs};

/// One padding byte as cudafe++ prints it.
pub const PAD_BYTE: &str = "__pad__(volatile char:8;)";

/// Where a class gets padding bytes: before which data members (by the
/// token index of their name) and at its end.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Padding {
    pub before: Vec<(usize, u64)>,
    pub tail: u64,
}

/// What a member's type contributes to padding.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Builtin {
    /// Not a `__device_builtin__` type.
    No,
    /// One without an explicit alignment (`dim3`, `float3`).
    Plain,
    /// One with an explicit alignment (`float2`, `int4`).
    Aligned,
}

impl Lowerer<'_> {
    /// The padding of class `class`, when it has any and its layout is
    /// known: a class (not a template, without bit-fields) whose members'
    /// types are all sized, and its bases' layouts too: its own members
    /// follow its virtual table pointer and bases (a class deriving from
    /// `std::runtime_error` holding a `cudaError_t` is padded as one
    /// holding it alone).
    pub(super) fn class_padding(&self, class: DeclIdx) -> Option<Padding> {
        let d = self.decl(class);
        if d.kind != DeclKind::Class || d.template.is_some() {
            return None;
        }
        let virtual_member = d.members.iter().any(|&m| self.decl(m).specs.has(Specs::VIRTUAL) || self.decl(m).func.as_ref().is_some_and(|f| f.is_override));
        let scan = self.view.scan;
        let (start, bases_align) = if d.bases.is_empty() && !virtual_member { (0, 1) } else { self.bases_of_padded(class, virtual_member)? };
        // A union's members all start at its beginning; the padding after
        // the last one fills it up to the union's size.
        let union = super::stub::is_union(self.text, scan, class);
        let mut padding = Padding::default();
        let (mut end, mut size, mut align) = (start, start, super::stub::explicit_alignment(self.text, scan, class).unwrap_or(1).max(bases_align));
        let mut holds_builtin = false;
        let mut data = super::stub::data_members(self.text, scan, class);
        // The classes among the members, for the data members of a class
        // defined in place (most classes define none: no scan per member).
        let classes: Vec<DeclIdx> = d.members.iter().copied().filter(|&c| self.decl(c).kind == DeclKind::Class).collect();
        for &m in &d.members {
            let (s, a, name_tok, builtin, scalar) = if crate::symbols::is_anonymous_member(scan, m) {
                let (s, a) = super::stub::class_layout_of(self.text, scan, m, &|n| self.class_layout(n))?;
                (s, a, None, Builtin::No, true)
            } else if self.decl(m).kind == DeclKind::Variable && !self.decl(m).specs.has(Specs::STATIC) {
                let (ty_toks, name_tok) = data.next()?;
                let (extent, after) = types::extents_after(self.text, self.toks, name_tok)?;
                if self.tok(after) == ":" {
                    return None;
                }
                let ty = self.without_aliases(&types::parse(self.text, &ty_toks, &[]), 0);
                // `struct { ... } param;`: the class defined in place.
                let md = self.decl(m);
                let in_place = classes.iter().copied().find(|&c| self.decl(c).span.start >= md.type_span.start && self.decl(c).span.end <= md.type_span.end);
                let (s, a) = match in_place {
                    Some(c) => super::stub::class_layout_of(self.text, scan, c, &|n| self.class_layout(n))?,
                    None => ty.layout(&|n| self.class_layout(n))?,
                };
                (s.checked_mul(extent.unwrap_or(1))?, a, Some(name_tok), self.builtin_kind(&ty), extent.is_none())
            } else {
                continue;
            };
            // An array of them does not count (`float2 cp[3]`).
            holds_builtin |= builtin != Builtin::No && scalar;
            let offset = if union { 0 } else { types::align_up(end, a)? };
            if let Some(name_tok) = name_tok.filter(|_| offset > end && builtin == Builtin::Aligned && scalar) {
                padding.before.push((name_tok, offset - end));
            }
            end = offset.checked_add(s)?;
            size = size.max(end);
            align = align.max(a);
        }
        let total = types::align_up(size, align)?;
        if holds_builtin && total > end {
            padding.tail = total - end;
        }
        Some(padding)
    }

    /// Where the own members of class `class` (with bases, or virtual
    /// functions) start, and the alignment that gives: its bases read from
    /// its symbol (see `own_members_start`).
    fn bases_of_padded(&self, class: DeclIdx, virtual_own: bool) -> Option<(u64, u64)> {
        let name = self.decl(class).name?;
        let sym = self.table.resolve_class_definition(name.as_str(), &self.scope).filter(|s| s.bases.len() == self.decl(class).bases.len())?;
        // (Their tokens are joined by spaces: `std :: runtime_error`.)
        let bases: Vec<String> = sym.detail.base_types.iter().map(|b| b.replace(" ::", "::").replace(":: ", "::")).collect();
        if bases.len() != sym.bases.len() {
            return None;
        }
        self.own_members_start(&bases, virtual_own, crate::symbols::enclosing(&sym.qname))
    }

    fn builtin_kind(&self, ty: &DeclTy) -> Builtin {
        let (DeclTy::Named(name, _) | DeclTy::Enum(name, _)) = ty else { return Builtin::No };
        let name = ["struct ", "class ", "union ", "enum "].iter().fold(name.trim(), |n, k| n.strip_prefix(k).unwrap_or(n)).trim_global();
        match self.table.resolve_class(name, &self.scope) {
            Some(s) if s.device_builtin => {
                if s.detail.align.is_some() {
                    Builtin::Aligned
                } else {
                    Builtin::Plain
                }
            }
            Some(_) => Builtin::No,
            // A raw `.cu` has not seen the runtime's vector types: `float2`
            // and the other two- and four-element ones are aligned.
            None => match super::stub::vector_type_layout(name) {
                Some(_) if name.ends_with('2') || name.ends_with('4') => Builtin::Aligned,
                Some(_) => Builtin::Plain,
                None if super::stub::is_runtime_enum(name) => Builtin::Plain,
                None => Builtin::No,
            },
        }
    }
}

/// `n` padding bytes.
pub fn pad_bytes(n: u64) -> String {
    PAD_BYTE.repeat(usize::try_from(n).unwrap_or(0))
}
