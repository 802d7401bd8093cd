//! validate: rules on whole declarations and on the translation unit.
//!
//! `decl` checks one declaration once all its attributes are applied;
//! `redecl` merges a function's execution spaces across its declarations;
//! `overrides` compares a virtual function with the functions it overrides.
//! The last two read the symbol table, which depends only on item
//! signatures.

pub mod conversions;
pub mod extern_instances;
pub mod decl;
pub mod declspec;
pub mod for_scope;
pub mod inline_def;
pub mod members;
pub mod instances;
pub mod named_args;
pub mod no_effect;
pub mod namespaces;
pub mod null_ref;
pub mod override_spec;
pub mod overrides;
pub mod redecl;
pub mod redeclared;
pub mod returns;
pub mod statements;
pub mod stray;
pub mod unclosed;
pub mod unended_class;
pub mod unset;
pub mod uses;

pub use decl::validate_item;

use crate::diag::Diag;
use crate::il::{ApplyIl, LookupIl, ScanIl};
use crate::name::Name;
use crate::options::Config;
use crate::symbols::SymbolTable;
use crate::table::Tables;

/// What the translation-unit rules see of one item.
pub struct ItemView<'a> {
    pub index: u32,
    pub text: &'a str,
    pub namespaces: &'a [Name],
    pub scan: &'a ScanIl,
    pub lookup: &'a LookupIl,
    pub apply: &'a ApplyIl,
    /// See `group_end`.
    pub group_ends: crate::lexer::GroupEnds,
    /// See `blocks`.
    pub(crate) blocks: std::cell::RefCell<rustc_hash::FxHashMap<(usize, usize), std::rc::Rc<Blocks>>>,
    /// See `scope_of`.
    pub(crate) scopes: std::cell::RefCell<rustc_hash::FxHashMap<usize, String>>,
    /// See `namespace_scope`.
    pub(crate) namespace_scope: std::cell::OnceCell<String>,
    /// Every token's text, spelled once (see `tok`); empty when the view
    /// is made for a rule that reads few tokens.
    pub texts: Vec<&'a str>,
}

impl<'a> ItemView<'a> {
    /// Index just past the group token `open` opens, as
    /// `lexer::skip_group` gives it over the item's tokens, found for
    /// every token in one pass on first use: rules that step over groups
    /// at each level of n nested ones would otherwise walk n² tokens.
    pub fn group_end(&self, open: usize) -> usize {
        self.group_ends.end(self.text, &self.scan.ast.tokens, open)
    }

    /// Token `i`'s text (empty past the end): from `texts` when they are
    /// spelled (the rules ask for the same tokens over and over: each
    /// walks every body, and looks around each token).
    pub fn tok(&self, i: usize) -> &'a str {
        match self.texts.get(i) {
            Some(&text) => text,
            None => self.scan.ast.tokens.get(i).map_or("", |t| t.text(self.text)),
        }
    }

    /// Every token's text, for `texts`.
    pub fn spell(text: &'a str, scan: &ScanIl) -> Vec<&'a str> {
        scan.ast.tokens.iter().map(|t| t.text(text)).collect()
    }

    /// The blocks of the body from `open` to `close`, found once: each
    /// rule walking a body asks for them.
    pub(crate) fn blocks(&self, open: usize, close: usize) -> std::rc::Rc<Blocks> {
        if let Some(known) = self.blocks.borrow().get(&(open, close)) {
            return std::rc::Rc::clone(known);
        }
        let blocks = std::rc::Rc::new(Blocks::new(|k| self.tok(k), open, close));
        self.blocks.borrow_mut().insert((open, close), std::rc::Rc::clone(&blocks));
        blocks
    }

    /// The namespaces the item stands in, as a qualified name (`a::b`),
    /// joined once: the scope names at namespace scope are resolved from.
    pub fn namespace_scope(&self) -> &str {
        self.namespace_scope.get_or_init(|| self.namespaces.iter().map(|n| n.as_str()).collect::<Vec<_>>().join("::"))
    }

    /// `uses::scope_of` of a declaration of the item, found once: each
    /// rule walking a function's body asks for its scope. (Keyed by the
    /// declaration's place in the item's AST, which outlives the view.)
    pub(crate) fn scope_of(&self, table: &SymbolTable, decl: &crate::parse::Decl) -> String {
        let key = std::ptr::from_ref(decl) as usize;
        if let Some(known) = self.scopes.borrow().get(&key) {
            return known.clone();
        }
        let scope = uses::scope_of(self, table, decl);
        self.scopes.borrow_mut().insert(key, scope.clone());
        scope
    }

    /// Index of the first token starting at or after item offset `offset`.
    pub fn index_at(&self, offset: u32) -> usize {
        self.scan.ast.tokens.partition_point(|t| t.start < offset)
    }
}

pub fn validate_tu(item: &ItemView<'_>, table: &SymbolTable, tables: &Tables, cfg: &Config) -> Vec<Diag> {
    let mut diags = redecl::check(item, table);
    diags.extend(overrides::check(item, table));
    diags.extend(named_args::check(item, table, tables));
    diags.extend(uses::check(item, table, cfg));
    diags.extend(declspec::check(item, table, tables));
    diags.extend(returns::check(item, table));
    diags.extend(conversions::check(item, table));
    diags.extend(for_scope::check(item, table));
    diags.extend(redeclared::check(item));
    diags.extend(no_effect::check(item, table));
    diags.extend(null_ref::check(item, table));
    diags.extend(unset::check(item, table));
    diags.extend(extern_instances::check(item, table, cfg));
    diags.extend(inline_def::check(item, table, tables));
    diags
}

/// Walking back from token `at` to `floor`, outward over bracketed
/// groups: `visit` is shown each token with the number of groups closed
/// after it that hold it (its depth); brackets only where they enclose
/// `at` (at depth 0). The first answer `visit` gives, or `None` at
/// `floor`. The body walks of `unset` and `for_scope` ask it what
/// encloses a token (a call's parentheses, a `for`'s, `sizeof`'s) and
/// see a `;` or a comma on the way.
pub(crate) fn walk_out<'t, R>(tok: impl Fn(usize) -> &'t str, floor: usize, at: usize, mut visit: impl FnMut(usize, &'t str, usize) -> Option<R>) -> Option<R> {
    let mut depth = 0usize;
    let mut k = at;
    while k > floor {
        k -= 1;
        match tok(k) {
            ")" | "]" | "}" => depth += 1,
            "(" | "[" | "{" if depth > 0 => depth -= 1,
            t => {
                if let Some(answer) = visit(k, t, depth) {
                    return Some(answer);
                }
            }
        }
    }
    None
}

/// The blocks of a function body (`{` at `open` to `}` at `close`),
/// found in one pass: each token's innermost enclosing `{` and each
/// `{`'s `}`. Asking a backward walk per local was quadratic in a body
/// of many locals.
pub(crate) struct Blocks {
    open: usize,
    close: usize,
    /// Per token after `open`: the innermost `{` around it.
    opener: Vec<usize>,
    /// Per token after `open`: for a `{`, its `}`.
    closer: Vec<usize>,
}

impl Blocks {
    /// The blocks of the body at `body`, and its `{` and `}`; `None` when
    /// the body does not open with a `{` or is not closed.
    pub(crate) fn of_body(item: &ItemView<'_>, body: crate::parse::Span) -> Option<(usize, usize, std::rc::Rc<Blocks>)> {
        let open = item.index_at(body.start);
        if item.tok(open) != "{" {
            return None;
        }
        let close = item.group_end(open).checked_sub(1)?;
        Some((open, close, item.blocks(open, close)))
    }

    pub(crate) fn new<'t>(tok: impl Fn(usize) -> &'t str, open: usize, close: usize) -> Blocks {
        let len = close.saturating_sub(open);
        let (mut opener, mut closer) = (vec![open; len], vec![close; len]);
        let mut stack: Vec<usize> = Vec::new();
        for k in open + 1..close {
            opener[k - open] = stack.last().copied().unwrap_or(open);
            match tok(k) {
                "{" => stack.push(k),
                "}" => {
                    if let Some(o) = stack.pop() {
                        closer[o - open] = k;
                    }
                }
                _ => {}
            }
        }
        Blocks { open, close, opener, closer }
    }

    /// The `{` of the innermost block around token `at` (the body's own
    /// when none is).
    pub(crate) fn open_around(&self, at: usize) -> usize {
        at.checked_sub(self.open).and_then(|k| self.opener.get(k)).copied().unwrap_or(self.open)
    }

    /// The `}` closing the innermost block around token `at`.
    pub(crate) fn close_around(&self, at: usize) -> usize {
        let open = self.open_around(at);
        if open == self.open {
            return self.close;
        }
        self.closer.get(open - self.open).copied().unwrap_or(self.close)
    }
}

/// Walking back from token `at` to `floor`: the unmatched `open` token
/// (`{`, `(`) that encloses `at`, or `None` when `floor` or one of `stops`
/// at the same depth comes first. The body walks of `unset` and
/// `for_scope` ask it which block or parentheses a token is in.
pub(crate) fn enclosing_opener<'t>(tok: impl Fn(usize) -> &'t str, floor: usize, at: usize, (open, close): (&str, &str), stops: &[&str]) -> Option<usize> {
    let mut depth = 0usize;
    let mut k = at;
    while k > floor {
        k -= 1;
        let t = tok(k);
        if t == close {
            depth += 1;
        } else if t == open {
            if depth == 0 {
                return Some(k);
            }
            depth -= 1;
        } else if depth == 0 && stops.contains(&t) {
            return None;
        }
    }
    None
}

