//! Splitting a translation unit into top-level items.
//!
//! An item is one top-level declaration (or a `#pragma` line). Its identity is
//! what it declares — enclosing namespaces, kind, name and a disambiguator
//! counting earlier items with the same three — never where it stands, so an
//! edit above an item leaves the item the same item, and salsa reuses every
//! pass result computed for it. Namespace and linkage blocks are not items:
//! their members are, so a unit wrapped in one big namespace still splits
//! finely.
//!
//! The split is brace/semicolon-aware and never fails: unbalanced input makes
//! odd items, not errors.

use crate::lexer::{Lexer, TokKind, Token, TokenSource};
use crate::name::Name;
use rustc_hash::FxHashMap as HashMap;
use std::sync::Arc;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ItemKind {
    Function,
    Class,
    Variable,
    Pragma,
    Other,
}

/// Position-independent identity of an item.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ItemKey {
    /// Enclosing namespaces, `::`-joined (`""` at global scope).
    pub scope: Name,
    pub kind: ItemKind,
    pub name: Name,
    pub disambiguator: u32,
}

/// One item of the split: identity, enclosing namespaces and byte range of
/// the whole file, its text and tokens.
///
/// Text, tokens and namespaces are shared (`Arc`): an item the incremental
/// split carries over from the previous text keeps the very same values,
/// which salsa then compares by pointer first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ItemSpan {
    pub key: ItemKey,
    /// Enclosing namespace names, outermost first (anonymous ones as `""`).
    pub namespaces: Arc<[Name]>,
    /// Which of `namespaces` are inline (bit `i` for `namespaces[i]`; past
    /// 64 levels none is).
    pub inline_namespaces: u64,
    /// Inside an `extern "C"` block.
    pub extern_c: bool,
    /// An enclosing namespace's opening declares a visibility
    /// (`namespace n __attribute__((visibility("hidden"))) {`): its
    /// kernels carry none of cudafe++'s own.
    pub visibility_namespace: bool,
    /// In a system header (line marker flag 3): cudafe++ reports nothing
    /// there, so only the item's declarations matter.
    pub system_header: bool,
    /// In the main file (not in any header, system or not): lower prints
    /// those items in cudafe++'s normal form and copies the others.
    pub main_file: bool,
    /// The user's code: the main file or a header of the user's (not a
    /// system header, not one of the CUDA toolkit's, which the stub's
    /// temporaries model by tables).
    pub user_code: bool,
    /// The main file's name as known at the item (see `Place`): part of the
    /// state an incremental split resumes from.
    main_name: Option<Arc<str>>,
    /// The toolkit's include folder as known at the item (see `Place`):
    /// also part of that state.
    toolkit_dir: Option<Arc<str>>,
    pub start: u32,
    pub end: u32,
    /// The item's text, `file[start..end]`.
    pub text: Arc<str>,
    /// The item's tokens, item-relative, directives left out: the split has
    /// lexed them already, so scan does not lex again.
    pub tokens: Arc<[Token]>,
    /// The splitter's state where the item starts: the open scopes and
    /// whether the first token starts its line. The split continues from
    /// here identically whenever the text that follows is the same.
    scopes: Arc<[Scope]>,
    line_start: bool,
    /// The namespaces declared inline so far (`::`-joined): a namespace
    /// reopened without the keyword is still inline (libstdc++ opens
    /// `std::__cxx11` inline once, with an empty body, then plainly).
    inline_seen: Arc<Vec<Name>>,
}

/// Splits the whole text (lexed ahead on `set_lexing_threads`' threads).
pub fn split_items(text: &str) -> Vec<ItemSpan> {
    let threads = LEXING_THREADS.load(std::sync::atomic::Ordering::Relaxed);
    let mut items = if threads > 1 { crate::lexer::with_tokens(text, threads, |tokens| split_from_start(text, tokens)) } else { split_from_start(text, Lexer::new(text)) };
    number_items(&mut items);
    items
}

/// The items of `text`, its tokens taken from `tokens`.
fn split_from_start<S: TokenSource>(text: &str, tokens: S) -> Vec<ItemSpan> {
    let mut splitter = Splitter::new(text, tokens, Vec::new(), Arc::default(), Place::START, None);
    splitter.run();
    splitter.out
}

/// Threads a whole split may lex on (see `lexer::with_tokens`); 1 until
/// the driver says otherwise.
static LEXING_THREADS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(1);

/// Lets a whole split lex its text ahead on `threads` threads (the one
/// splitting included): the split is serial, and lexing is a third of it.
/// The items are the same for any number.
pub fn set_lexing_threads(threads: usize) {
    LEXING_THREADS.store(threads, std::sync::atomic::Ordering::Relaxed);
}

/// Splits `text` reusing the split of the text before an edit: only the
/// items from just before the first changed byte up to the first item after
/// the change where the splitter is back in the state it had there before
/// are split again; the others are the old items, moved.
pub fn split_items_after_edit(old_text: &str, old: &[ItemSpan], text: &str) -> Vec<ItemSpan> {
    match TextEdit::between(old_text, text) {
        Some(edit) => resplit(edit, old.to_vec(), text).spans,
        None => old.to_vec(),
    }
}

/// An old item's index in `Resplit::from` when the item is not one carried
/// over from the old split.
pub const NOT_CARRIED: u32 = u32::MAX;

/// The split of an edited text, and which of its items are old ones.
pub struct Resplit {
    pub spans: Vec<ItemSpan>,
    /// For each item, the index of the old item it is, carried over with
    /// the very same text, tokens and identity (only its position may have
    /// moved), or `NOT_CARRIED`. Lets a caller keep what it derived from an
    /// old item without comparing anything.
    pub from: Vec<u32>,
}

/// `split_items_after_edit` for an edit known already (`text` is the old
/// text with `edit` made), taking the old split by value: the kept items
/// are moved rather than copied (a unit has tens of thousands of items and
/// an edit changes a few).
pub fn resplit(edit: TextEdit, mut old: Vec<ItemSpan>, text: &str) -> Resplit {
    // The first item reaching the change, and one more before it: an item
    // ending with a body may take a `;` that follows it, which may be new.
    let first = old.partition_point(|it| it.end < edit.start);
    // Before the first item there is no state to resume from: start over.
    let (restart, lexer, scopes, inline_seen, place) = match first.checked_sub(1).map(|r| (r, &old[r])) {
        Some((r, from)) => {
            let place = Place { system_header: from.system_header, main_file: from.main_file, user_code: from.user_code, main_name: from.main_name.clone(), toolkit_dir: from.toolkit_dir.clone() };
            (r, Lexer::resume(text, from.start as usize, from.line_start), from.scopes.to_vec(), from.inline_seen.clone(), place)
        }
        None => (0, Lexer::new(text), Vec::new(), Arc::default(), Place::START),
    };
    let (fresh, resynced) = {
        let resync = Resync { old: &old[first..], edit };
        let mut splitter = Splitter::new(text, lexer, scopes, inline_seen, place, Some(resync));
        splitter.run();
        (splitter.out, splitter.resynced)
    };
    // Old items `restart..kept_from` are replaced by the fresh ones.
    let kept_from = resynced.map_or(old.len(), |j| first + j);
    let fresh_len = fresh.len();
    let mut from: Vec<u32> = (0..restart as u32).collect();
    from.resize(restart + fresh_len, NOT_CARRIED);
    from.extend(kept_from as u32..old.len() as u32);
    let replaced: Vec<NameKey> = old[restart..kept_from].iter().map(name_key).collect();
    old.splice(restart..kept_from, fresh);
    let mut items = old;
    let moved_from = restart + fresh_len;
    for it in &mut items[moved_from..] {
        it.shift(edit.delta());
    }
    if fresh_len + replaced.len() > FEW_ITEMS {
        renumber_all(&mut items, moved_from, &mut from);
    } else {
        renumber_around(&mut items, restart, fresh_len, &replaced, &mut from);
    }
    Resplit { spans: items, from }
}

/// How many items a split may make again (or replace) and still be
/// numbered by looking around them rather than by counting all items.
const FEW_ITEMS: usize = 64;

/// Numbers every item again; a carried item behind the change (from
/// `moved_from` on) whose disambiguator changed is another identity now.
fn renumber_all(items: &mut [ItemSpan], moved_from: usize, from: &mut [u32]) {
    let before: Vec<u32> = items[moved_from..].iter().map(|it| it.key.disambiguator).collect();
    number_items(items);
    for ((it, was), carried) in items[moved_from..].iter().zip(before).zip(&mut from[moved_from..]) {
        if it.key.disambiguator != was {
            *carried = NOT_CARRIED;
        }
    }
}

/// Numbers the few items a split made again (`fresh_len` of them from
/// `restart` on, in place of `replaced`) by looking back from each, and
/// moves the numbers of the items behind them of a name whose count
/// changed (those are other identities now).
fn renumber_around(items: &mut [ItemSpan], restart: usize, fresh_len: usize, replaced: &[NameKey], from: &mut [u32]) {
    let (front, rest) = items.split_at_mut(restart);
    let (fresh, behind) = rest.split_at_mut(fresh_len);
    number_fresh(front, fresh);
    let shifts = count_shifts(replaced, fresh);
    if shifts.is_empty() {
        return;
    }
    for (it, carried) in behind.iter_mut().zip(&mut from[restart + fresh_len..]) {
        if let Some((_, by)) = shifts.iter().find(|(key, _)| *key == name_key(it)) {
            it.key.disambiguator = u32::try_from(i64::from(it.key.disambiguator) + by).unwrap_or(0);
            *carried = NOT_CARRIED;
        }
    }
}

/// What a disambiguator counts items of the same.
type NameKey = (Name, ItemKind, Name);

fn name_key(it: &ItemSpan) -> NameKey {
    (it.key.scope, it.key.kind, it.key.name)
}

/// Numbers the items an incremental split made, behind `front` (numbered
/// already): an item's number is one more than the last earlier item's of
/// its name, found by looking back (an edit makes a few items).
fn number_fresh(front: &[ItemSpan], fresh: &mut [ItemSpan]) {
    for i in 0..fresh.len() {
        let key = name_key(&fresh[i]);
        let earlier = fresh[..i].iter().rev().chain(front.iter().rev()).find(|it| name_key(it) == key);
        fresh[i].key.disambiguator = earlier.map_or(0, |it| it.key.disambiguator + 1);
    }
}

/// By how many more (or fewer) items of each name there are after an
/// incremental split made `fresh` in place of `replaced`: what the numbers
/// of the items behind them move by. Names whose count stayed are left out.
fn count_shifts(replaced: &[NameKey], fresh: &[ItemSpan]) -> Vec<(NameKey, i64)> {
    let mut shifts: Vec<(NameKey, i64)> = Vec::new();
    let changes = replaced.iter().map(|k| (*k, -1)).chain(fresh.iter().map(|f| (name_key(f), 1)));
    for (key, by) in changes {
        match shifts.iter_mut().find(|(k, _)| *k == key) {
            Some((_, total)) => *total += by,
            None => shifts.push((key, by)),
        }
    }
    shifts.retain(|(_, by)| *by != 0);
    shifts
}

/// The changed byte range of a text: `start..old_end` of the old text
/// became `start..new_end` of the new one, the rest is equal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TextEdit {
    pub start: u32,
    pub old_end: u32,
    pub new_end: u32,
}

impl TextEdit {
    /// `None` when the texts are equal. One pass over the common prefix
    /// and the common suffix.
    pub fn between(old: &str, new: &str) -> Option<TextEdit> {
        let (a, b) = (old.as_bytes(), new.as_bytes());
        let prefix = common_prefix(a, b);
        if prefix == a.len() && prefix == b.len() {
            return None;
        }
        let max_suffix = a.len().min(b.len()) - prefix;
        let suffix = common_suffix(&a[a.len() - max_suffix..], &b[b.len() - max_suffix..]);
        Some(TextEdit { start: prefix as u32, old_end: (a.len() - suffix) as u32, new_end: (b.len() - suffix) as u32 })
    }

    /// How much later the text behind the edit is now.
    pub fn delta(&self) -> i64 {
        i64::from(self.new_end) - i64::from(self.old_end)
    }

    /// The old text's length, given the new one's.
    pub fn old_len(&self, new_len: usize) -> usize {
        new_len - self.new_end as usize + self.old_end as usize
    }
}

/// Blocks compared at once (a `memcmp`) before the byte that differs is
/// looked for: the texts are megabytes long and differ in a few bytes.
const BLOCK: usize = 1024;

fn common_prefix(a: &[u8], b: &[u8]) -> usize {
    let n = a.len().min(b.len());
    let mut i = 0;
    while i + BLOCK <= n && a[i..i + BLOCK] == b[i..i + BLOCK] {
        i += BLOCK;
    }
    i + a[i..n].iter().zip(&b[i..n]).take_while(|(x, y)| x == y).count()
}

/// Of two slices of equal length.
fn common_suffix(a: &[u8], b: &[u8]) -> usize {
    let n = a.len().min(b.len());
    let (a, b) = (&a[a.len() - n..], &b[b.len() - n..]);
    let mut i = 0;
    while i + BLOCK <= n && a[n - i - BLOCK..n - i] == b[n - i - BLOCK..n - i] {
        i += BLOCK;
    }
    i + a[..n - i].iter().rev().zip(b[..n - i].iter().rev()).take_while(|(x, y)| x == y).count()
}

/// Where an incremental split may stop: at an old item behind the change
/// whose starting state the new split reaches again.
struct Resync<'o> {
    old: &'o [ItemSpan],
    edit: TextEdit,
}

impl Resync<'_> {
    /// The index in `old` of the item the new split can continue with, when
    /// an item starting at `at` (new text) with this state is one.
    fn matches(&self, at: u32, scopes: &[Scope], inline_seen: &[Name], place: &Place, line_start: bool) -> Option<usize> {
        if at < self.edit.new_end {
            return None;
        }
        let old_at = u32::try_from(i64::from(at) - self.edit.delta()).ok()?;
        let j = self.old.partition_point(|it| it.start < old_at);
        let it = self.old.get(j).filter(|it| it.start == old_at)?;
        (it.system_header == place.system_header && it.main_file == place.main_file && it.user_code == place.user_code && it.main_name == place.main_name && it.toolkit_dir == place.toolkit_dir && it.line_start == line_start && *it.scopes == *scopes && **it.inline_seen == *inline_seen).then_some(j)
    }
}

impl ItemSpan {
    /// Moves the item `delta` bytes further on.
    fn shift(&mut self, delta: i64) {
        let shift = |at: u32| u32::try_from(i64::from(at) + delta).unwrap_or(at);
        self.start = shift(self.start);
        self.end = shift(self.end);
    }
}

/// Whether a namespace `name` opened inside the namespaces `enclosing`
/// (`depth` scopes deep) is inline: declared so here, or when its path was
/// first opened (in `seen`, the inline namespaces so far, `::`-joined).
/// Also the path to add to `seen` when this opening declares it first.
/// The split and the printer both follow the openings so.
pub(crate) fn inline_opening<'n>(seen: &[Name], enclosing: impl Iterator<Item = &'n str>, depth: usize, name: &'n str, declared_inline: bool) -> (bool, Option<Name>) {
    // Most openings have no inline namespace of their name to be; and past
    // a sane depth the path is not built at all (a path per level would be
    // quadratic in the nesting).
    const MAX_DEPTH: usize = 256;
    let may_be_known = seen.iter().any(|p| p.as_str().rsplit("::").next() == Some(name));
    if !declared_inline && !may_be_known || depth > MAX_DEPTH {
        return (declared_inline, None);
    }
    let path = Name::new(&enclosing.chain(std::iter::once(name)).collect::<Vec<_>>().join("::"));
    let known = seen.contains(&path);
    (declared_inline || known, (declared_inline && !known).then_some(path))
}

/// Gives each item its disambiguator: how many earlier items share its
/// scope, kind and name.
fn number_items(items: &mut [ItemSpan]) {
    let mut seen: HashMap<NameKey, u32> = HashMap::with_capacity_and_hasher(items.len(), Default::default());
    for it in items {
        let counter = seen.entry((it.key.scope, it.key.kind, it.key.name)).or_insert(0);
        it.key.disambiguator = *counter;
        *counter += 1;
    }
}

/// An open namespace or linkage block.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Scope {
    name: Option<Name>,
    /// `inline namespace x {` (or `namespace a::inline x {`).
    inline: bool,
    extern_c: bool,
    /// Its opening declares a visibility (see `ItemSpan::visibility_namespace`).
    visibility: bool,
    /// A later name of `namespace a::b {`: the brace that closes `b`
    /// closes `a` too.
    nested: bool,
}

/// The current scope in the forms items need, made once per change of scope
/// rather than once per item.
#[derive(Clone)]
struct ScopeView {
    namespaces: Arc<[Name]>,
    /// See `ItemSpan::inline_namespaces`.
    inline_namespaces: u64,
    /// The namespaces `::`-joined.
    joined: Name,
    scopes: Arc<[Scope]>,
}

/// Over the tokens of `S`: a `Lexer`, or `lexer::Tokens` lexed ahead.
struct Splitter<'a, S> {
    text: &'a str,
    lexer: S,
    /// Tokens lexed and not yet passed (absolute offsets), from token number
    /// `base` on, and whether each starts its line: the lexer runs only as
    /// far as the split looks, and what lies behind the current item is
    /// dropped, so the buffer stays small however large the file.
    toks: Vec<Token>,
    line_starts: Vec<bool>,
    base: usize,
    lexed_all: bool,
    pos: usize,
    scopes: Vec<Scope>,
    /// See `ItemSpan::inline_seen`.
    inline_seen: Arc<Vec<Name>>,
    out: Vec<ItemSpan>,
    place: Place,
    scope_view: Option<ScopeView>,
    /// An incremental split stops where it meets the old split again.
    resync: Option<Resync<'a>>,
    /// Where it did: index of the first old item behind the change to keep.
    resynced: Option<usize>,
}

const CLASS_KEYS: &[&str] = &["struct", "class", "union", "enum"];

/// Tokens behind the current one the splitter lets pile up before dropping
/// them (dropping costs a move of the rest).
const KEEP_TOKENS: usize = 4096;

impl<'a, S: TokenSource> Splitter<'a, S> {
    fn new(text: &'a str, lexer: S, scopes: Vec<Scope>, inline_seen: Arc<Vec<Name>>, place: Place, resync: Option<Resync<'a>>) -> Splitter<'a, S> {
        Splitter {
            text,
            lexer,
            toks: Vec::new(),
            line_starts: Vec::new(),
            base: 0,
            lexed_all: false,
            pos: 0,
            scopes,
            inline_seen,
            out: Vec::new(),
            place,
            scope_view: None,
            resync,
            resynced: None,
        }
    }

    /// Token `i`, lexing up to it when needed.
    fn tok(&mut self, i: usize) -> Option<Token> {
        while i >= self.base + self.toks.len() && !self.lexed_all {
            match self.lexer.next_token() {
                Some((t, line_start)) => {
                    self.toks.push(t);
                    self.line_starts.push(line_start);
                }
                None => self.lexed_all = true,
            }
        }
        self.toks.get(i.checked_sub(self.base)?).copied()
    }

    fn text_at(&mut self, i: usize) -> &'a str {
        let text = self.text;
        self.tok(i).map_or("", |t| t.text(text))
    }

    fn is_ident(&mut self, i: usize) -> bool {
        self.tok(i).is_some_and(|t| t.kind == TokKind::Ident)
    }

    fn run(&mut self) {
        while let Some(tok) = self.tok(self.pos) {
            self.forget_passed();
            if tok.kind == TokKind::Directive {
                let line = tok.text(self.text);
                if is_pragma(line) {
                    if self.resync_here() {
                        return;
                    }
                    self.emit(self.pos, self.pos + 1, ItemKind::Pragma, Name::new("#pragma"));
                } else if let Some((file, system)) = parse_marker(line) {
                    self.place.enter(file, system);
                }
                self.pos += 1;
            } else if self.try_open_scope() {
            } else if self.text_at(self.pos) == "}" && !self.scopes.is_empty() {
                // `namespace a::b { }`: one brace closes both.
                while self.scopes.pop().is_some_and(|s| s.nested) {}
                self.scope_view = None;
                self.pos += 1;
            } else if self.text_at(self.pos) == ";" {
                self.pos += 1; // an empty declaration carries nothing
            } else {
                if self.resync_here() {
                    return;
                }
                self.item();
            }
        }
    }

    /// Drops the tokens before the current one once there are many: nothing
    /// looks back past the start of the item being split.
    fn forget_passed(&mut self) {
        let passed = self.pos - self.base;
        if passed >= KEEP_TOKENS {
            self.toks.drain(..passed);
            self.line_starts.drain(..passed);
            self.base = self.pos;
        }
    }

    /// Whether an item starting at the current token is one of the old
    /// split that can be kept from here on (incremental split only).
    fn resync_here(&mut self) -> bool {
        let Some(resync) = &self.resync else { return false };
        let at = self.pos - self.base;
        let (Some(tok), Some(&line_start)) = (self.toks.get(at), self.line_starts.get(at)) else { return false };
        self.resynced = resync.matches(tok.start, &self.scopes, &self.inline_seen, &self.place, line_start);
        self.resynced.is_some()
    }

    /// `namespace a::b {`, `inline namespace x {`, `extern "C" {`.
    fn try_open_scope(&mut self) -> bool {
        let mut i = self.pos;
        let mut inline = false;
        if self.text_at(i) == "inline" {
            inline = true;
            i += 1;
        }
        if self.text_at(i) == "namespace" {
            let mut names = Vec::new();
            let mut visibility = false;
            i += 1;
            loop {
                let t = self.text_at(i);
                if self.is_ident(i) && t != "__attribute__" {
                    names.push((Name::new(t), inline));
                    inline = false;
                    i += 1;
                } else if t == "inline" {
                    inline = true;
                    i += 1;
                } else if t == "::" {
                    i += 1;
                } else if t == "__attribute__" || t == "[" {
                    // (`[[gnu::visibility("hidden")]]`: the outer brackets.)
                    let end = self.skip_group(if t == "[" { i } else { i + 1 });
                    visibility |= (i..end).any(|k| matches!(self.text_at(k), "visibility" | "__visibility__"));
                    i = end;
                } else {
                    break;
                }
            }
            if self.text_at(i) != "{" {
                return false;
            }
            if names.is_empty() {
                names.push((Name::new(""), inline));
            }
            let extern_c = self.in_extern_c();
            for (k, (name, inline)) in names.into_iter().enumerate() {
                let inline = self.inline_namespace(name, inline);
                self.scopes.push(Scope { name: Some(name), inline, extern_c, visibility, nested: k > 0 });
            }
            self.scope_view = None;
            self.pos = i + 1;
            return true;
        }
        if self.text_at(self.pos) == "extern" && self.tok(self.pos + 1).is_some_and(|t| t.kind == TokKind::Str) && self.text_at(self.pos + 2) == "{" {
            let extern_c = self.text_at(self.pos + 1) == "\"C\"";
            self.scopes.push(Scope { name: None, inline: false, extern_c, visibility: false, nested: false });
            self.scope_view = None;
            self.pos += 3;
            return true;
        }
        false
    }

    /// Whether namespace `name` opened in the current scope is inline
    /// (see `inline_opening`), recording it when first declared so.
    fn inline_namespace(&mut self, name: Name, declared_inline: bool) -> bool {
        let enclosing = self.scopes.iter().filter_map(|s| s.name).map(|n| n.as_str());
        let (inline, first) = inline_opening(&self.inline_seen, enclosing, self.scopes.len(), name.as_str(), declared_inline);
        if let Some(path) = first {
            Arc::make_mut(&mut self.inline_seen).push(path);
        }
        inline
    }

    fn in_extern_c(&self) -> bool {
        self.scopes.last().is_some_and(|s| s.extern_c)
    }

    /// Skips a parenthesized/bracketed group starting at `i` (which must be
    /// the opener); returns the index after it (as `lexer::skip_group`).
    fn skip_group(&mut self, i: usize) -> usize {
        let mut depth = 0usize;
        let mut i = i;
        let text = self.text;
        while let Some(tok) = self.tok(i) {
            match tok.punct(text) {
                b'(' | b'[' | b'{' => depth += 1,
                b')' | b']' | b'}' => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        return i + 1;
                    }
                }
                _ => {}
            }
            i += 1;
        }
        i
    }

    /// One declaration: up to a `;` at depth 0, or the `}` ending a function
    /// body.
    fn item(&mut self) {
        let start = self.pos;
        let mut depth = 0usize;
        let mut saw_eq = false;
        let mut saw_paren = false;
        let mut saw_class_key = false;
        let mut body_brace = false;
        // The brace at depth 0 opens a class body.
        let mut class_brace = false;
        // In a constructor's mem-initializers (`S::S() : w{a, 1}, n{a} {}`),
        // where a brace after a member's name (or a base's template-id)
        // is an initializer, not the body.
        let mut mem_initializers = false;
        let mut names_member = false;
        // What each open group is, innermost lowest (a set bit: a brace),
        // for the innermost 128: a `)` or `]` that closes no parenthesis
        // (a typo's) is passed over, a `}` closes the parentheses left
        // open in its braces, as EDG's parser recovers.
        let mut braces: u128 = 0;
        let mut i = self.pos;
        // A template's parameter list: the `=` of a default argument there
        // (`template <int N = 3>`) is no initializer.
        while self.text_at(i) == "template" && self.text_at(i + 1) == "<" {
            i = self.template_parameters_end(i + 1);
        }
        while let Some(tok) = self.tok(i) {
            // Punctuators by byte, identifiers only when they may be a
            // class-key: this loop sees every token of the file.
            let p = match tok.kind {
                TokKind::Punct => tok.punct(self.text),
                TokKind::Ident if depth == 0 && (4..=6).contains(&tok.len) && CLASS_KEYS.contains(&tok.text(self.text)) => {
                    saw_class_key = true;
                    0
                }
                // `__attribute__((...))` is not a parameter list: without
                // this, `typedef enum __attribute__((x)) E {...} T;` would
                // end at its `}` as if that were a function body.
                TokKind::Ident if depth == 0 && matches!(tok.len, 7 | 10 | 13) && matches!(tok.text(self.text), "__attribute__" | "__declspec" | "alignas") && self.text_at(i + 1) == "(" => {
                    i = self.skip_group(i + 1);
                    continue;
                }
                // A requires-expression in a template's requires-clause
                // (`requires requires (T x) { x + 1; } T f(T);`): its
                // braces are no function body.
                TokKind::Ident if depth == 0 && tok.len == 8 && i > start && tok.text(self.text) == "requires" && matches!(self.text_at(i - 1), "requires" | "&&" | "||" | "!") => {
                    i += 1;
                    if self.text_at(i) == "(" {
                        i = self.skip_group(i);
                    }
                    if self.text_at(i) == "{" {
                        i = self.skip_group(i);
                    }
                    continue;
                }
                _ => 0,
            };
            let named = names_member;
            names_member = tok.kind == TokKind::Ident || p == b'>' || tok.kind == TokKind::Punct && tok.len == 2 && tok.text(self.text) == ">>";
            // (The groups past the innermost 128 are not told apart.)
            if matches!(p, b'(' | b'[' | b'{') && depth < 128 {
                braces = braces << 1 | u128::from(p == b'{');
            }
            let tracked = depth <= 128;
            match p {
                b'(' | b'[' => depth += 1,
                b')' | b']' if !tracked || braces & 1 == 0 => {
                    if tracked && depth > 0 {
                        braces >>= 1;
                    }
                    depth = depth.saturating_sub(1);
                }
                b')' | b']' => {}
                b':' if depth == 0 && saw_paren && !saw_eq && !saw_class_key => mem_initializers = true,
                b'{' if depth == 0 && mem_initializers && named => depth += 1,
                b'{' => {
                    if depth == 0 {
                        // Not an initializer, and not a class body (a class-key
                        // with no parameter list before the brace).
                        let class_body = saw_class_key && !saw_paren;
                        body_brace = !saw_eq && !class_body;
                        class_brace = class_body && !saw_eq;
                    }
                    depth += 1;
                }
                b'}' => {
                    while depth > 0 && depth <= 128 && braces & 1 == 0 {
                        depth -= 1;
                        braces >>= 1;
                    }
                    if depth == 0 {
                        // A stray closer: end the item before it.
                        break;
                    }
                    if depth <= 128 {
                        braces >>= 1;
                    }
                    depth -= 1;
                    if depth == 0 && class_brace {
                        if let Some(restart) = self.restart_after_class(i + 1, start) {
                            i = restart;
                            break;
                        }
                    }
                    if depth == 0 && body_brace {
                        i += 1;
                        match self.text_at(i) {
                            ";" => i += 1,
                            "catch" => {
                                body_brace = false;
                                continue;
                            }
                            _ => {}
                        }
                        break;
                    }
                }
                b';' if depth == 0 => {
                    i += 1;
                    break;
                }
                b'=' if depth == 0 => saw_eq = true,
                _ => {}
            }
            if depth == 1 && p == b'(' {
                saw_paren = true;
            }
            i += 1;
        }
        let end = i.max(start + 1).min(self.base + self.toks.len());
        let (kind, name) = self.classify(start, end);
        self.emit(start, end, kind, name);
        self.pos = end;
    }

    /// Where a class definition's declaration that no `;` ends stops
    /// (see `validate::unended_class`): after the specifiers and attributes
    /// from `i` on, at a token that starts a new declaration.
    fn restart_after_class(&mut self, mut i: usize, start: usize) -> Option<usize> {
        use crate::validate::unended_class::{follow, Follow};
        let template_item = self.text_at(start) == "template";
        loop {
            let tok = self.tok(i)?;
            let word = tok.text(self.text);
            match follow(word, tok.kind, self.text_at(i + 1), template_item) {
                Follow::Attribute => i = self.skip_group(if word == "[" { i } else { i + 1 }),
                Follow::Specifier if word == "extern" && self.tok(i + 1).is_some_and(|t| t.kind == TokKind::Str) => i += 2,
                Follow::Specifier => i += 1,
                Follow::Restart => return Some(i),
                Follow::Other => return None,
            }
        }
    }

    /// Kind and name of the item in tokens `start..end`, from depth-0 tokens.
    fn classify(&mut self, start: usize, end: usize) -> (ItemKind, Name) {
        let mut i = start;
        if self.text_at(i) == "template" && self.text_at(i + 1) == "<" {
            i = self.skip_angles(i + 1, end);
        }
        let mut last_ident: Option<&str> = None;
        while i < end {
            let tok = self.toks[i - self.base];
            let t = tok.text(self.text);
            if tok.kind == TokKind::Ident && matches!(t, "__attribute__" | "__declspec" | "alignas" | "decltype" | "__typeof__" | "typeof") {
                i = self.skip_group(i + 1);
                continue;
            }
            if t == "[" && self.text_at(i + 1) == "[" {
                i = self.skip_group(i);
                continue;
            }
            if CLASS_KEYS.contains(&t) {
                if let Some(name) = self.class_name_after(i + 1, end) {
                    return (ItemKind::Class, Name::new(name));
                }
            }
            match t {
                "(" => return (ItemKind::Function, Name::new(last_ident.unwrap_or(""))),
                "=" | ";" | "[" | "{" | ":" => return (ItemKind::Variable, Name::new(last_ident.unwrap_or(""))),
                "operator" => last_ident = Some("operator"),
                _ if tok.kind == TokKind::Ident && last_ident != Some("operator") => last_ident = Some(t),
                _ => {}
            }
            i += 1;
        }
        (ItemKind::Other, Name::new(last_ident.unwrap_or("")))
    }

    /// The class name after a class-key, when this is a class definition or
    /// declaration (not `struct S *f();`).
    fn class_name_after(&mut self, mut i: usize, end: usize) -> Option<&'a str> {
        let mut name = None;
        while i < end {
            let tok = self.toks[i - self.base];
            let t = tok.text(self.text);
            match t {
                "class" | "struct" | "final" => {}
                "__attribute__" | "__declspec" | "alignas" => {
                    i = self.skip_group(i + 1);
                    continue;
                }
                "[" => {
                    i = self.skip_group(i);
                    continue;
                }
                "{" | ":" | ";" => return Some(name.unwrap_or("")),
                "::" => {}
                "<" => {
                    i = self.skip_angles(i, end);
                    continue;
                }
                _ if tok.kind == TokKind::Ident => name = Some(t),
                _ => return None,
            }
            i += 1;
        }
        None
    }

    /// Past the template parameter list opening at `open`; at a `;`, `{`
    /// or `}` that no list holds (malformed input), there.
    fn template_parameters_end(&mut self, open: usize) -> usize {
        // No bound but the file's end: the tokens are lexed as it goes.
        self.angles_end(open, usize::MAX, true)
    }

    fn skip_angles(&mut self, i: usize, end: usize) -> usize {
        self.angles_end(i, end, false)
    }

    /// Past the angle brackets opening at `i` (groups in them skipped),
    /// before `end` and the file's end; with `stop_at_scope`, at a `;`, `{`
    /// or `}` on the way.
    fn angles_end(&mut self, mut i: usize, end: usize, stop_at_scope: bool) -> usize {
        let mut depth = 0i32;
        while i < end && self.tok(i).is_some() {
            match self.text_at(i) {
                "<" => depth += 1,
                ">" => depth -= 1,
                ">>" => depth -= 2,
                "(" | "[" => {
                    i = self.skip_group(i);
                    continue;
                }
                ";" | "{" | "}" if stop_at_scope => return i,
                _ => {}
            }
            i += 1;
            if depth <= 0 {
                break;
            }
        }
        i
    }

    fn current_scope(&mut self) -> ScopeView {
        if let Some(view) = &self.scope_view {
            return view.clone();
        }
        let namespaces: Arc<[Name]> = self.scopes.iter().filter_map(|s| s.name).collect();
        let inline_namespaces = self.scopes.iter().filter(|s| s.name.is_some()).enumerate().filter(|(i, s)| s.inline && *i < 64).fold(0u64, |mask, (i, _)| mask | 1 << i);
        let joined = Name::new(&namespaces.iter().map(|n| n.as_str()).collect::<Vec<_>>().join("::"));
        let view = ScopeView { namespaces, inline_namespaces, joined, scopes: self.scopes.as_slice().into() };
        self.scope_view = Some(view.clone());
        view
    }

    /// Records the item of tokens `start..end` (its disambiguator is set
    /// once the whole split is known, by `number_items`).
    fn emit(&mut self, start: usize, end: usize, kind: ItemKind, name: Name) {
        let view = self.current_scope();
        let key = ItemKey { scope: view.joined, kind, name, disambiguator: 0 };
        let (from, to) = (start - self.base, end - self.base);
        let first = self.toks[from];
        let last = self.toks[to - 1];
        let range = &self.toks[from..to];
        let relative = |t: &Token| Token { start: t.start - first.start, ..*t };
        // Without directives inside (the usual case) the length is known and
        // the tokens are copied once, straight into the shared slice.
        let has_directives = range.iter().any(|t| t.kind == TokKind::Directive);
        let tokens: Arc<[Token]> = if has_directives {
            range.iter().filter(|t| t.kind != TokKind::Directive).map(relative).collect()
        } else {
            range.iter().map(relative).collect()
        };
        let text: Arc<str> = self.text.get(first.start as usize..last.end() as usize).unwrap_or("").into();
        self.out.push(ItemSpan {
            key,
            namespaces: view.namespaces,
            inline_namespaces: view.inline_namespaces,
            extern_c: self.in_extern_c(),
            visibility_namespace: self.scopes.iter().any(|s| s.visibility),
            system_header: self.place.system_header,
            main_file: self.place.main_file,
            user_code: self.place.user_code,
            main_name: self.place.main_name.clone(),
            toolkit_dir: self.place.toolkit_dir.clone(),
            start: first.start,
            end: last.end(),
            text,
            tokens,
            scopes: view.scopes,
            line_start: self.line_starts[from],
            inline_seen: self.inline_seen.clone(),
        });
        // A line marker inside the item (an `#include` in the middle of a
        // declaration) holds for the items after it.
        if has_directives {
            let text = self.text;
            for t in &self.toks[from..to] {
                if t.kind == TokKind::Directive {
                    if let Some((file, system)) = parse_marker(t.text(text)) {
                        self.place.enter(file, system);
                    }
                }
            }
        }
    }
}

/// Which file the splitter is in, as far as items care.
#[derive(Debug, Clone)]
struct Place {
    system_header: bool,
    main_file: bool,
    /// See `ItemSpan::user_code`.
    user_code: bool,
    /// The main file's name: the first file a line marker names, leaving
    /// out `<built-in>`-like names.
    main_name: Option<Arc<str>>,
    /// The CUDA toolkit's include folder (with its `/`): where the first
    /// `cuda_runtime.h` the unit enters is. nvcc's `gcc -E` marks those
    /// headers as ordinary ones, not system headers.
    toolkit_dir: Option<Arc<str>>,
}

impl Place {
    /// Before any line marker: the main file.
    const START: Place = Place { system_header: false, main_file: true, user_code: true, main_name: None, toolkit_dir: None };

    fn enter(&mut self, file: Option<&str>, system: bool) {
        self.system_header = system;
        let Some(file) = file.filter(|f| !f.starts_with('<')) else {
            self.user_code = self.main_file && !system;
            return;
        };
        let main = self.main_name.get_or_insert_with(|| file.into());
        self.main_file = **main == *file;
        if self.toolkit_dir.is_none() {
            if let Some(dir) = file.strip_suffix("cuda_runtime.h").filter(|d| d.is_empty() || d.ends_with('/')) {
                self.toolkit_dir = Some(dir.into());
            }
        }
        let toolkit = self.toolkit_dir.as_deref().is_some_and(|d| !d.is_empty() && file.starts_with(d));
        self.user_code = self.main_file || !(system || toolkit);
    }
}

/// For a line marker `# N "file" flags`, the file it names and whether it
/// enters a system header (flag 3); `None` for other directives.
fn parse_marker(directive: &str) -> Option<(Option<&str>, bool)> {
    let rest = directive.strip_prefix('#')?.trim_start();
    let rest = rest.strip_prefix("line").unwrap_or(rest).trim_start();
    if !rest.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let quoted = rest.split_once('"').and_then(|(_, r)| r.split_once('"'));
    let system = quoted.is_some_and(|(_, flags)| flags.split_whitespace().any(|f| f == "3"));
    Some((quoted.map(|(file, _)| file), system))
}


fn is_pragma(directive: &str) -> bool {
    let rest = directive.trim_start_matches(['#', ' ', '\t']);
    rest.starts_with("pragma")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(text: &str) -> Vec<String> {
        split_items(text)
            .iter()
            .map(|it| {
                format!(
                    "{}{:?} {} #{}: {}",
                    if it.key.scope.as_str().is_empty() { String::new() } else { format!("{}::", it.key.scope) },
                    it.key.kind,
                    it.key.name,
                    it.key.disambiguator,
                    &text[it.start as usize..it.end as usize]
                )
            })
            .collect()
    }

    #[test]
    fn splits_top_level_declarations() {
        let text = "# 1 \"a.cu\"\nstruct S { int x; } s;\nvoid f() { }\nvoid f(int);\nnamespace n { int v = 1; }\nextern \"C\" { void g(); }\n#pragma nv_diag_suppress 20012\nint a[] = {1, 2};\ntemplate <class T> __attribute__((global)) void k(T) {}\n";
        expect_test::expect![[r#"
            [
                "Class S #0: struct S { int x; } s;",
                "Function f #0: void f() { }",
                "Function f #1: void f(int);",
                "n::Variable v #0: int v = 1;",
                "Function g #0: void g();",
                "Pragma #pragma #0: #pragma nv_diag_suppress 20012",
                "Variable a #0: int a[] = {1, 2};",
                "Function k #0: template <class T> __attribute__((global)) void k(T) {}",
            ]
        "#]]
        .assert_debug_eq(&show(text));
    }

    #[test]
    fn attribute_parentheses_are_not_a_parameter_list() {
        expect_test::expect![[r#"
            [
                "Class E #0: typedef enum __attribute__((device_builtin)) E { a = 1 } F;",
                "Class S #0: typedef __attribute__((x)) struct S { int i; } T;",
                "Function f #0: __attribute__((noinline)) void f() { }",
                "Variable x #0: int x;",
            ]
        "#]]
        .assert_debug_eq(&show("typedef enum __attribute__((device_builtin)) E { a = 1 } F;\ntypedef __attribute__((x)) struct S { int i; } T;\n__attribute__((noinline)) void f() { }\nint x;\n"));
    }

    #[test]
    fn a_constructor_s_braced_mem_initializers_are_no_body() {
        expect_test::expect![[r#"
            [
                "Function S #0: S::S(int a) : B<int>{a}, w{a, 1}, n(a) {}",
                "Variable b #0: int b : 3;",
            ]
        "#]]
        .assert_debug_eq(&show("S::S(int a) : B<int>{a}, w{a, 1}, n(a) {}\nint b : 3;\n"));
    }

    #[test]
    fn a_nested_namespace_definition_closes_with_one_brace() {
        let names: Vec<String> = split_items("namespace a::b { int x; }\nint y;\nnamespace c { namespace d::e { int z; } int w; }\nint v;\n").iter().map(|it| format!("{}::{}", it.key.scope, it.key.name)).collect();
        assert_eq!(names, ["a::b::x", "::y", "c::d::e::z", "c::w", "::v"]);
    }

    #[test]
    fn identity_survives_insertions_above() {
        let a = split_items("void f() {}\nint x;\n");
        let b = split_items("int y;\n\n\nvoid f() {}\nint x;\n");
        assert_eq!(a[0].key, b[1].key);
        assert_eq!(a[1].key, b[2].key);
    }

    /// A small deterministic generator (xorshift), so the edits are the same
    /// on every run.
    struct Rng(u64);

    impl Rng {
        fn below(&mut self, n: usize) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % n.max(1) as u64) as usize
        }
    }

    const UNIT: &str = "# 1 \"a.cu\"\n# 1 \"/usr/include/x.h\" 1 3\nextern \"C\" { int printf(const char *, ...); }\nnamespace std { template <class T> struct v { T *p; }; }\n# 4 \"a.cu\" 2\nnamespace a { namespace b {\n__device__ int d;\n__global__ void k(int *p) { p[0] = 1; }\n}\nstruct S { void m() {} };\nvoid f() try { } catch (...) { }\n#pragma nv_diag_suppress 20012\nint g() { return 1; };\n} // a\nvoid h(int x) { /* } */ if (x) { } }\nclass C;\nint z = [] { return 2; }();\n";
    const SNIPPETS: &[&str] = &["}", "{", ";", "\n", "namespace q {", "extern \"C\" {", "/*", "*/", "//", "\n#pragma x\n", "\n# 9 \"b.h\" 3\n", "int y;", "void f() {}", "\"", "'", "#", "(", ")", "struct T", " ", "x"];

    #[test]
    fn split_after_an_edit_equals_a_full_split() {
        let mut rng = Rng(0x2545_f491_4f6c_dd1d);
        for _ in 0..3000 {
            let mut old = UNIT.to_string();
            let mut old_items = split_items(&old);
            // A few edits in a row, each split from the previous one.
            for _ in 0..3 {
                let mut new = old.clone();
                let at = rng.below(new.len() + 1);
                let at = (0..=at).rev().find(|&i| new.is_char_boundary(i)).unwrap_or(0);
                match rng.below(3) {
                    0 => new.insert_str(at, SNIPPETS[rng.below(SNIPPETS.len())]),
                    1 => {
                        let end = (at + rng.below(8)).min(new.len());
                        let end = (end..=new.len()).find(|&i| new.is_char_boundary(i)).unwrap_or(new.len());
                        new.replace_range(at..end, "");
                    }
                    _ => {
                        let end = (at + 1).min(new.len());
                        let end = (end..=new.len()).find(|&i| new.is_char_boundary(i)).unwrap_or(new.len());
                        new.replace_range(at..end, SNIPPETS[rng.below(SNIPPETS.len())]);
                    }
                }
                let Some(edit) = TextEdit::between(&old, &new) else { continue };
                let Resplit { spans: incremental, from } = resplit(edit, old_items.clone(), &new);
                assert_eq!(incremental, split_items(&new), "edit of\n{old}\ninto\n{new}");
                // A carried item is the old one, only moved.
                for (it, &o) in incremental.iter().zip(&from).filter(|(_, &o)| o != NOT_CARRIED) {
                    let was = &old_items[o as usize];
                    assert!(Arc::ptr_eq(&it.text, &was.text) && it.key == was.key && it.namespaces == was.namespaces, "edit of\n{old}\ninto\n{new}");
                    assert_eq!((it.system_header, it.main_file), (was.system_header, was.main_file));
                }
                old = new;
                old_items = incremental;
            }
        }
    }

    /// Edits that make many items again (a text several times the unit,
    /// edited across wide ranges) number them the other way.
    #[test]
    fn wide_edits_equal_a_full_split() {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        let big = UNIT.repeat(12);
        for _ in 0..300 {
            let mut old = big.clone();
            let mut old_items = split_items(&old);
            for _ in 0..3 {
                let mut new = old.clone();
                let at = rng.below(new.len() + 1);
                let end = (at + rng.below(new.len() / 2)).min(new.len());
                let piece = SNIPPETS[rng.below(SNIPPETS.len())];
                let piece = if rng.below(2) == 0 { piece.to_string() } else { UNIT.repeat(1 + rng.below(8)) };
                new.replace_range(at..end, &piece);
                let Some(edit) = TextEdit::between(&old, &new) else { continue };
                let Resplit { spans, from } = resplit(edit, old_items.clone(), &new);
                assert_eq!(spans, split_items(&new), "edit of\n{old}\ninto\n{new}");
                for (it, &o) in spans.iter().zip(&from).filter(|(_, &o)| o != NOT_CARRIED) {
                    assert!(Arc::ptr_eq(&it.text, &old_items[o as usize].text) && it.key == old_items[o as usize].key);
                }
                old = new;
                old_items = spans;
            }
        }
    }

    #[test]
    fn split_after_an_edit_keeps_the_other_items() {
        let old = "int a;\nvoid f() { int x = 1; }\nint b;\n";
        let new = "int a;\nvoid f() { int x = 2; }\nint b;\n";
        let before = split_items(old);
        let after = split_items_after_edit(old, &before, new);
        // The item before the edit is split again (it might take a `;` the
        // edit put behind it), the one behind it is kept.
        assert_eq!(before[0], after[0]);
        assert!(!Arc::ptr_eq(&before[1].text, &after[1].text));
        assert!(Arc::ptr_eq(&before[2].text, &after[2].text));
        let edit = TextEdit::between(old, new).expect("an edit");
        assert_eq!(resplit(edit, before.clone(), new).from, [NOT_CARRIED, NOT_CARRIED, 2]);
        let moved = split_items_after_edit(old, &before, &format!("\n\n{old}"));
        assert!(moved.iter().zip(&before).all(|(m, b)| Arc::ptr_eq(&m.tokens, &b.tokens) && m.start == b.start + 2));
    }

    #[test]
    fn unbalanced_input_still_splits() {
        for text in ["}", "{", "void f( {", "namespace {", "struct S { ", ")))", "template <"] {
            let _ = split_items(text);
        }
    }
}
