//! A name used after a `for` loop that declared the same name in its
//! init-statement (#780): under the old (pre-standard) rules the loop's
//! variable stayed in scope to the end of the enclosing block, so the use
//! would have meant it. cudafe++ warns when the use means a variable of an
//! enclosing scope instead: a global, a parameter or local of an outer
//! block, an outer loop's variable (`for (int k...) { for (int k...) {}
//! a[k]; }`). A variable of the loop's own block was a redeclaration under
//! the old rules, so uses of it are left alone; so are loops that are an
//! `if`'s or a loop's statement rather than a statement of a block.

use super::ItemView;
use crate::diag::Diag;
use crate::il::EntityKind;
use crate::lexer::{skip_group, TokKind, Token};
use crate::parse::{Context, Decl, DeclKind, Span};
use crate::symbols::SymbolTable;
use cufe_tables::tag;

pub fn check(item: &ItemView<'_>, table: &SymbolTable) -> Vec<Diag> {
    let mut diags = Vec::new();
    for (_, decl) in item.scan.ast.decls.iter() {
        if decl.kind != DeclKind::Function {
            continue;
        }
        let Some(body) = decl.func.as_ref().and_then(|f| f.body_span) else { continue };
        if !may_shadow(item, table, decl) {
            continue;
        }
        let walk = Walk::new(item, table, decl, body);
        walk.check(&mut diags);
    }
    diags
}

/// Some local of the function shares its name with another parameter or
/// local, or with something the unit declares: without that, no loop
/// variable hides anything (most functions are told here cheaply).
fn may_shadow(item: &ItemView<'_>, table: &SymbolTable, decl: &Decl) -> bool {
    let decls = &item.scan.ast.decls;
    let mut names: rustc_hash::FxHashSet<&str> = decl.func.iter().flat_map(|f| f.params.iter()).filter_map(|&p| decls[p].name.map(|n| n.as_str())).collect();
    for &l in &decl.locals {
        let Some(name) = decls[l].name.map(|n| n.as_str()).filter(|_| decls[l].kind == DeclKind::Variable) else { continue };
        if !names.insert(name) || table.knows(name) {
            return true;
        }
    }
    false
}

/// A variable declared in a body: where its name is, and the token range
/// it is visible in.
struct Local {
    name: &'static str,
    name_at: u32,
    /// Visible from this token ...
    from: usize,
    /// ... to this one (exclusive).
    to: usize,
    /// A `for` init-statement's, with the index of the `for` token.
    for_at: Option<usize>,
}

struct Walk<'a> {
    item: &'a ItemView<'a>,
    table: &'a SymbolTable,
    scope: String,
    /// The body's braces.
    open: usize,
    close: usize,
    locals: Vec<Local>,
    /// The parameters' names and positions (visible in the whole body).
    params: Vec<(&'static str, u32)>,
    blocks: std::rc::Rc<super::Blocks>,
}

impl<'a> Walk<'a> {
    fn new(item: &'a ItemView<'a>, table: &'a SymbolTable, decl: &'a Decl, body: Span) -> Walk<'a> {
        let toks = &item.scan.ast.tokens;
        let open = toks.partition_point(|t| t.start < body.start);
        let close = skip_group(item.text, toks, open).saturating_sub(1);
        let decls = &item.scan.ast.decls;
        let params = decl.func.iter().flat_map(|f| f.params.iter()).filter_map(|&p| Some((decls[p].name?.as_str(), decls[p].name_span.start))).collect();
        let blocks = item.blocks(open, close);
        let mut walk = Walk { item, table, scope: item.namespaces.iter().map(|n| n.as_str()).collect::<Vec<_>>().join("::"), open, close, locals: Vec::new(), params, blocks };
        for &l in &decl.locals {
            let d = &decls[l];
            if d.kind != DeclKind::Variable || d.context != Context::Block {
                continue;
            }
            let Some(name) = d.name else { continue };
            let at = walk.index_at(d.name_span.start);
            let local = match walk.enclosing_for(at) {
                Some((for_at, end)) => Local { name: name.as_str(), name_at: d.name_span.start, from: at, to: end, for_at: Some(for_at) },
                None => Local { name: name.as_str(), name_at: d.name_span.start, from: at, to: walk.block_close(at), for_at: None },
            };
            walk.locals.push(local);
        }
        walk
    }

    fn toks(&self) -> &'a [Token] {
        &self.item.scan.ast.tokens
    }

    fn tok(&self, i: usize) -> &'a str {
        self.item.tok(i)
    }

    fn index_at(&self, offset: u32) -> usize {
        self.item.index_at(offset)
    }

    /// The `{` of the innermost block around token `at` (within the body).
    fn block_open(&self, at: usize) -> usize {
        self.blocks.open_around(at)
    }

    /// The `}` closing the innermost block around token `at`.
    fn block_close(&self, at: usize) -> usize {
        self.blocks.close_around(at)
    }

    /// A `for` whose parentheses hold token `at`, before its first `;` or
    /// `:` (its init-statement): the `for` token and the end of its
    /// statement.
    fn enclosing_for(&self, at: usize) -> Option<(usize, usize)> {
        let open = super::walk_out(|k| self.tok(k), self.open, at, |k, t, _| match t {
            "(" => Some(Some(k)),
            "{" | "[" | ";" => Some(None),
            _ => None,
        })??;
        if self.tok(open.wrapping_sub(1)) != "for" {
            return None;
        }
        let close = self.item.group_end(open);
        let init_end = (open + 1..close).find(|&j| matches!(self.tok(j), ";" | ":")).unwrap_or(close);
        (at < init_end).then(|| (open - 1, self.statement_end(close)))
    }

    /// Index past the statement starting at `at`.
    fn statement_end(&self, at: usize) -> usize {
        let toks = self.toks();
        match self.tok(at) {
            "{" => skip_group(self.item.text, toks, at),
            "for" | "while" | "switch" if self.tok(at + 1) == "(" => self.statement_end(skip_group(self.item.text, toks, at + 1)),
            "if" => {
                let cond = if self.tok(at + 1) == "constexpr" { at + 2 } else { at + 1 };
                let then_end = self.statement_end(skip_group(self.item.text, toks, cond));
                if self.tok(then_end) == "else" { self.statement_end(then_end + 1) } else { then_end }
            }
            "do" => {
                let body_end = self.statement_end(at + 1);
                let mut k = body_end;
                while k < self.close && self.tok(k) != ";" {
                    k = if self.tok(k) == "(" { skip_group(self.item.text, toks, k) } else { k + 1 };
                }
                k + 1
            }
            _ => {
                let mut k = at;
                while k < self.close && self.tok(k) != ";" {
                    k = if matches!(self.tok(k), "(" | "[" | "{") { skip_group(self.item.text, toks, k) } else { k + 1 };
                }
                k + 1
            }
        }
    }

    fn check(&self, diags: &mut Vec<Diag>) {
        for inner in self.locals.iter() {
            let Some(for_at) = inner.for_at else { continue };
            // A statement of a block, not an `if`'s or a loop's.
            if !matches!(self.tok(for_at.wrapping_sub(1)), ";" | "{" | "}") {
                continue;
            }
            let block = self.block_open(for_at);
            let block_close = self.block_close(for_at);
            // Up to a redeclaration in the block, or a later loop's own.
            let redeclared = self.locals.iter().filter(|l| l.name == inner.name && l.from > inner.to && l.from < block_close && self.home(l) == block).map(|l| l.from).min().unwrap_or(block_close);
            for k in inner.to..redeclared {
                if self.tok(k) != inner.name || self.toks()[k].kind != TokKind::Ident || matches!(self.tok(k.wrapping_sub(1)), "." | "->" | "::") || self.tok(k + 1) == "::" {
                    continue;
                }
                // A later declaration's own name is no use.
                if self.locals.iter().any(|l| l.from == k) {
                    continue;
                }
                let Some((kind, outer_item, outer_at)) = self.outer_declaration(inner, for_at, k) else { continue };
                let order = self.item.scan.ast.decls.iter().filter(|(_, d)| d.span.start <= self.toks()[k].start).map(|(i, _)| i.into_raw().into_u32()).max().unwrap_or(0);
                diags.push(
                    Diag::new(tag::HIDDEN_BY_OLD_FOR_INIT, self.toks()[k].start, order)
                        .name(format!("{kind} \"{}\"", inner.name))
                        .pos(outer_item, outer_at)
                        .name(format!("variable \"{}\"", inner.name))
                        .pos(self.item.index, inner.name_at),
                );
            }
        }
    }

    /// What `inner.name` at token `use_at` means under the standard rules,
    /// when that is a variable of a scope around the loop's block: what it
    /// is (a variable or a parameter) and where its name is declared
    /// (`None` for one of the block itself).
    fn outer_declaration(&self, inner: &Local, for_at: usize, use_at: usize) -> Option<(&'static str, u32, u32)> {
        let block = self.block_open(for_at);
        // The innermost visible local: the latest declared before the use.
        let visible = self.locals.iter().filter(|l| l.name == inner.name && l.from < use_at && use_at < l.to).max_by_key(|l| l.from);
        if let Some(local) = visible {
            // Declared in the loop's block itself (or in a block inside it).
            let outside = local.from < block && local.to > self.block_close(for_at);
            return outside.then_some(("variable", self.item.index, local.name_at));
        }
        if let Some(&(_, at)) = self.params.iter().find(|(n, _)| *n == inner.name) {
            // The parameters share the body's outermost block.
            return (block != self.open).then_some(("parameter", self.item.index, at));
        }
        let found = self.table.resolve(&[inner.name], &self.scope, false);
        let var = found.iter().find(|s| s.kind == EntityKind::Variable && s.class.is_none())?;
        let (r, _) = self.table.lookup(&var.qname).find(|(_, s)| std::ptr::eq(*s, *var))?;
        Some(("variable", r.item, var.name_at))
    }

    /// The block a local is declared in (a loop variable: the loop's).
    fn home(&self, local: &Local) -> usize {
        self.block_open(local.for_at.unwrap_or(local.from))
    }
}
