//! A name declared twice in one block scope of a function or lambda body.
//!
//! EDG reports, at the later declaration's name:
//! * #779 / #2801 / #704 for a variable of a `for` loop's init-statement
//!   (of a range-based `for`), or of an
//!   `if`/`while`/`switch` condition, declared again in the outermost
//!   block of the statement it controls (an `if`'s `else` block too);
//! * #1210 (a warning) for a `catch` handler's parameter declared again in
//!   the handler's block;
//! * #101 for a variable or typedef declared again in the same block, a
//!   parameter included when the block is the body's outermost one (not in
//!   a function-try-block, whose handlers see the parameters from outside).
//!
//! Two `extern` declarations of one variable, or two typedefs, are
//! redeclarations C++ allows; a class name may be hidden by a variable.

use super::{Blocks, ItemView};
use crate::diag::Diag;
use crate::lexer::{skip_group, TokKind};
use crate::parse::{Context, Decl, DeclIdx, DeclKind, Specs, Span};
use cufe_tables::tag;

pub fn check(item: &ItemView<'_>) -> Vec<Diag> {
    let mut diags = Vec::new();
    for (idx, decl) in item.scan.ast.decls.iter() {
        if !matches!(decl.kind, DeclKind::Function | DeclKind::Lambda) || decl.context == Context::Block && decl.kind == DeclKind::Function {
            continue;
        }
        let Some(body) = decl.func.as_ref().and_then(|f| f.body_span) else { continue };
        if let Some(walk) = Body::new(item, idx, decl, body) {
            walk.check(&mut diags);
        }
    }
    diags
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Parameter,
    Variable { external: bool },
    Typedef,
}

/// Where a name is declared: a block (its `{`), or the parentheses of a
/// statement's header (their `(`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Scope {
    Block(usize),
    Header(usize, Header),
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Header {
    ForInit,
    /// A range-based `for`'s variable.
    ForRange,
    Condition,
    Handler,
}

struct Entry<'a> {
    name: &'a str,
    /// Token index of the name.
    at: usize,
    kind: Kind,
    scope: Scope,
    order: u32,
}

struct Body<'a> {
    item: &'a ItemView<'a>,
    open: usize,
    close: usize,
    blocks: std::rc::Rc<Blocks>,
    entries: Vec<Entry<'a>>,
}

impl<'a> Body<'a> {
    fn new(item: &'a ItemView<'a>, idx: DeclIdx, decl: &'a Decl, body: Span) -> Option<Body<'a>> {
        let (open, close, blocks) = Blocks::of_body(item, body)?;
        let mut walk = Body { item, open, close, blocks, entries: Vec::new() };
        let decls = &item.scan.ast.decls;
        let order = idx.into_raw().into_u32();
        // A function-try-block's handlers see the parameters from outside
        // the body's block.
        if item.tok(open.wrapping_sub(1)) != "try" {
            for &p in decl.func.iter().flat_map(|f| f.params.iter()) {
                if let Some(name) = decls[p].name {
                    walk.entries.push(Entry { name: name.as_str(), at: item.index_at(decls[p].name_span.start), kind: Kind::Parameter, scope: Scope::Block(open), order });
                }
            }
        }
        let mut stack: Vec<DeclIdx> = decl.locals.to_vec();
        while let Some(l) = stack.pop() {
            let ld = &decls[l];
            // A lambda's body is a body of its own.
            if ld.kind == DeclKind::Lambda {
                continue;
            }
            stack.extend(ld.locals.iter().copied());
            let kind = match ld.kind {
                DeclKind::Variable => Kind::Variable { external: ld.specs.has(Specs::EXTERN) },
                DeclKind::Typedef => Kind::Typedef,
                _ => continue,
            };
            let Some(name) = ld.name.filter(|_| ld.context == Context::Block) else { continue };
            let at = item.index_at(ld.name_span.start);
            if at <= open || at >= close {
                continue;
            }
            let scope = walk.scope_of(at);
            walk.entries.push(Entry { name: name.as_str(), at, kind, scope, order: l.into_raw().into_u32() });
        }
        walk.header_names(order, decl);
        walk.entries.sort_by_key(|e| e.at);
        Some(walk)
    }

    /// The scope of a local whose name is at `at`: a `for`'s init-statement
    /// (before its first `;`), else the innermost block.
    fn scope_of(&self, at: usize) -> Scope {
        let tok = |k| self.item.tok(k);
        let paren = super::walk_out(tok, self.open, at, |k, t, _| match t {
            "(" => Some(Some(k)),
            "{" | "[" | ";" => Some(None),
            _ => None,
        })
        .flatten();
        match paren {
            Some(p) if tok(p.wrapping_sub(1)) == "for" => Scope::Header(p, if self.range_for(p) { Header::ForRange } else { Header::ForInit }),
            _ => Scope::Block(self.blocks.open_around(at)),
        }
    }

    /// The `for` whose parentheses open at `paren` is range-based: a `:`
    /// comes before any `;` at their top level.
    fn range_for(&self, paren: usize) -> bool {
        let toks = &self.item.scan.ast.tokens;
        let end = skip_group(self.item.text, toks, paren).saturating_sub(1);
        let mut k = paren + 1;
        while k < end {
            match self.item.tok(k) {
                "(" | "[" | "{" => k = skip_group(self.item.text, toks, k),
                ":" => return true,
                ";" => return false,
                _ => k += 1,
            }
        }
        false
    }

    /// The variables declared in `if`/`while`/`switch` conditions and the
    /// parameters of `catch` handlers, which the parser does not record
    /// as locals. Not in nested lambdas' bodies (their own).
    fn header_names(&mut self, order: u32, decl: &Decl) {
        let lambdas: Vec<Span> = self.lambda_bodies(decl);
        let toks = &self.item.scan.ast.tokens;
        for k in self.open + 1..self.close {
            let header = match self.item.tok(k) {
                "if" | "while" | "switch" => Header::Condition,
                "catch" => Header::Handler,
                _ => continue,
            };
            let paren = if self.item.tok(k + 1) == "constexpr" { k + 2 } else { k + 1 };
            if self.item.tok(paren) != "(" || lambdas.iter().any(|s| s.start <= toks[k].start && toks[k].start < s.end) {
                continue;
            }
            let end = skip_group(self.item.text, toks, paren).saturating_sub(1);
            let name_at = match header {
                Header::Handler => self.handler_parameter(paren, end),
                _ => self.condition_variable(paren, end),
            };
            if let Some(at) = name_at {
                let name = self.item.tok(at);
                self.entries.push(Entry { name, at, kind: Kind::Variable { external: false }, scope: Scope::Header(paren, header), order: self.order_at(at, order) });
            }
        }
    }

    fn lambda_bodies(&self, decl: &Decl) -> Vec<Span> {
        let decls = &self.item.scan.ast.decls;
        let mut out = Vec::new();
        let mut stack: Vec<DeclIdx> = decl.locals.to_vec();
        while let Some(l) = stack.pop() {
            let ld = &decls[l];
            match ld.func.as_ref().and_then(|f| f.body_span).filter(|_| ld.kind == DeclKind::Lambda) {
                Some(b) => out.push(b),
                None => stack.extend(ld.locals.iter().copied()),
            }
        }
        out
    }

    /// The declaration order of the local declared last before token `at`
    /// (the function's own when none is).
    fn order_at(&self, at: usize, own: u32) -> u32 {
        self.entries.iter().filter(|e| e.at <= at && e.kind != Kind::Parameter).map(|e| e.order).max().unwrap_or(own).max(own)
    }

    /// `if (int x = f())`, `while (auto *p = next())`: the name before a
    /// top-level `=` (or `{`) that a type precedes.
    fn condition_variable(&self, paren: usize, end: usize) -> Option<usize> {
        let tok = |k: usize| self.item.tok(k);
        let mut k = paren + 1;
        loop {
            match tok(k) {
                _ if k >= end => return None,
                "(" | "[" => k = self.item.group_end(k),
                "=" | "{" => break,
                ";" => return None,
                _ => k += 1,
            }
        }
        let name = k.checked_sub(1).filter(|&n| n > paren + 1)?;
        self.declares(name).then_some(name)
    }

    /// `catch (const E &e)`: the name just before the `)`.
    fn handler_parameter(&self, paren: usize, end: usize) -> Option<usize> {
        let name = end.checked_sub(1).filter(|&n| n > paren + 1)?;
        self.declares(name).then_some(name)
    }

    /// Token `name` is an identifier that a type ends right before
    /// (`int x`, `T *x`, `ns::C<int> &x`).
    fn declares(&self, name: usize) -> bool {
        let toks = &self.item.scan.ast.tokens;
        let is_ident = |k: usize| toks.get(k).is_some_and(|t| t.kind == TokKind::Ident);
        if !is_ident(name) {
            return false;
        }
        let mut k = name - 1;
        while matches!(self.item.tok(k), "*" | "&" | "&&" | "const" | "volatile") {
            k -= 1;
        }
        (is_ident(k) || self.item.tok(k) == ">") && !matches!(self.item.tok(k.wrapping_sub(1)), "." | "->")
    }

    /// The blocks a header's names are visible in as the outermost
    /// scope: the controlled statement's block, and an `if`'s `else` block.
    fn controlled_blocks(&self, paren: usize) -> [Option<usize>; 2] {
        let toks = &self.item.scan.ast.tokens;
        let after = skip_group(self.item.text, toks, paren);
        if self.item.tok(after) != "{" {
            return [None, None];
        }
        let then_end = skip_group(self.item.text, toks, after);
        let is_if = matches!(self.item.tok(paren.wrapping_sub(1)), "if") || self.item.tok(paren.wrapping_sub(2)) == "if";
        let otherwise = (is_if && self.item.tok(then_end) == "else" && self.item.tok(then_end + 1) == "{").then_some(then_end + 1);
        [Some(after), otherwise]
    }

    fn check(&self, diags: &mut Vec<Diag>) {
        for (n, e) in self.entries.iter().enumerate() {
            let Scope::Block(block) = e.scope else { continue };
            if e.kind == Kind::Parameter {
                continue;
            }
            let at = self.item.scan.ast.tokens[e.at].start;
            let header = self.entries.iter().find_map(|h| match h.scope {
                Scope::Header(paren, kind) if h.name == e.name && self.controlled_blocks(paren).contains(&Some(block)) => Some(kind),
                _ => None,
            });
            if let Some(kind) = header {
                let d = match kind {
                    Header::ForInit => Diag::new(tag::REDECLARATION_OF_FOR_INIT_DECL_NAME, at, e.order),
                    Header::ForRange => Diag::new(tag::REDECLARATION_OF_RANGE_ITERATOR, at, e.order),
                    Header::Condition => Diag::new(tag::REDECLARATION_OF_CONDITION_DECL_NAME, at, e.order),
                    Header::Handler => Diag::new(tag::DECL_HIDES_CATCH_PARAMETER, at, e.order),
                };
                diags.push(d.arg(e.name));
                continue;
            }
            let earlier = self.entries.get(..n).unwrap_or(&[]).iter().any(|p| p.name == e.name && p.scope == e.scope && !allowed_again(p.kind, e.kind));
            if earlier {
                diags.push(Diag::new(tag::ID_ALREADY_DECLARED, at, e.order).arg(e.name));
            }
        }
    }
}

/// A second declaration C++ allows: `extern` twice, a typedef twice.
fn allowed_again(first: Kind, second: Kind) -> bool {
    matches!((first, second), (Kind::Variable { external: true }, Kind::Variable { external: true }) | (Kind::Typedef, Kind::Typedef))
}
