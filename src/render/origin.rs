//! The source as the user wrote it, for `--diag-format human`.
//!
//! Diagnostics point into the preprocessed text, where `__global__` reads
//! `__attribute__((global))`. Line markers say which file and line a
//! preprocessed line comes from; when that file can be read (the unit cufe
//! preprocessed itself is in memory, headers and the source of a `.ii` are
//! read from disk), its line is shown instead. The annotated token is found
//! in it by aligning the two lines token by token: tokens the expansion
//! kept (names, literals, punctuation) anchor the alignment, and a token
//! the expansion made maps to the user's tokens between the same anchors —
//! the macro invocation it came from. When the lines do not align (a stale
//! file, a line that is all macros), the preprocessed line is shown, as
//! cudafe++ shows it.

use cufe_passes::lexer::{lex, TokKind, Token};
use std::cell::RefCell;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::rc::Rc;

/// Files larger than this are not read for echoing (a generated unit).
const MAX_FILE_BYTES: u64 = 64 << 20;

/// Alignments larger than this many token pairs are not tried: the table
/// is quadratic, and such lines are generated code anyway.
const MAX_ALIGNMENT_CELLS: usize = 1 << 20;

/// The original text of the files a unit was preprocessed from.
pub struct Originals {
    /// Directory relative file names are read from (a worker's sandbox);
    /// `None` for the current directory.
    base: Option<PathBuf>,
    read_disk: bool,
    /// Presumed file name → its lines (`None`: not readable).
    files: RefCell<HashMap<String, Option<Rc<Lines>>>>,
    /// (file, line, preprocessed line) → their alignment (`None`: they do
    /// not correspond). Diagnostics often share a line; the alignment is
    /// quadratic in its tokens, so it is made once per line.
    alignments: RefCell<HashMap<LineKey, Option<Rc<Alignment>>>>,
}

/// A presumed line (file, line) and the preprocessed text shown for it.
type LineKey = (String, u32, String);

/// A file's text and where its lines start.
struct Lines {
    text: String,
    starts: Vec<usize>,
}

impl Lines {
    fn new(text: String) -> Lines {
        let mut starts = vec![0];
        starts.extend(text.bytes().enumerate().filter(|&(_, b)| b == b'\n').map(|(i, _)| i + 1));
        Lines { text, starts }
    }

    /// Line `n` (1-based) without its line end.
    fn line(&self, n: u32) -> Option<&str> {
        let i = usize::try_from(n).ok()?.checked_sub(1)?;
        let start = *self.starts.get(i)?;
        let end = self.starts.get(i + 1).map_or(self.text.len(), |&e| e - 1);
        self.text.get(start..end).map(|l| l.trim_end_matches('\r'))
    }
}

/// A line to show and the byte range of the annotation in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shown {
    pub line: String,
    pub start: usize,
    pub end: usize,
}

impl Originals {
    /// Echo preprocessed lines only (nothing is read).
    pub fn none() -> Originals {
        Originals { base: None, read_disk: false, files: RefCell::default(), alignments: RefCell::default() }
    }

    /// Read the files line markers name, relative ones under `base`.
    pub fn from_disk(base: Option<PathBuf>) -> Originals {
        Originals { base, read_disk: true, files: RefCell::default(), alignments: RefCell::default() }
    }

    /// The text of file `name`, already in memory (the unit as given).
    pub fn with_file(self, name: &str, text: String) -> Originals {
        self.files.borrow_mut().insert(name.to_string(), Some(Rc::new(Lines::new(text))));
        self
    }

    fn lines(&self, file: &str) -> Option<Rc<Lines>> {
        if let Some(known) = self.files.borrow().get(file) {
            return known.clone();
        }
        let read = if self.read_disk && !file.starts_with('<') { read_regular(&self.path(file)).map(|t| Rc::new(Lines::new(t))) } else { None };
        self.files.borrow_mut().insert(file.to_string(), read.clone());
        read
    }

    fn path(&self, file: &str) -> PathBuf {
        match &self.base {
            Some(base) if Path::new(file).is_relative() => base.join(file),
            _ => PathBuf::from(file),
        }
    }

    /// The alignment of preprocessed line `pre` with line `line` of `file`.
    fn alignment(&self, file: &str, line: u32, pre: &str) -> Option<Rc<Alignment>> {
        let key = (file.to_string(), line, pre.to_string());
        if let Some(known) = self.alignments.borrow().get(&key) {
            return known.clone();
        }
        let lines = self.lines(file);
        let made = lines.as_deref().and_then(|l| l.line(line)).and_then(|orig| Alignment::new(pre, orig)).map(Rc::new);
        self.alignments.borrow_mut().insert(key, made.clone());
        made
    }

    /// What to show for the annotation at byte `at` of the preprocessed
    /// line `pre`, which is line `line` of `file`: the user's line with
    /// the range the annotated token came from, else `pre` with the token.
    pub fn show(&self, file: &str, line: u32, pre: &str, at: usize) -> Shown {
        match self.alignment(file, line, pre) {
            Some(a) => {
                let (start, end) = a.span(pre, at);
                Shown { line: a.orig.clone(), start, end }
            }
            None => {
                let (start, end) = token_at(pre, at);
                Shown { line: pre.to_string(), start, end }
            }
        }
    }
}

/// A regular file's text, lossy UTF-8, unless it is too large. Devices and
/// FIFOs are never opened: a line marker may name anything.
fn read_regular(path: &Path) -> Option<String> {
    let meta = std::fs::metadata(path).ok()?;
    if !meta.is_file() || meta.len() > MAX_FILE_BYTES {
        return None;
    }
    std::fs::read(path).ok().map(|b| String::from_utf8_lossy(&b).into_owned())
}

/// The byte range of the token at (or first after) byte `at` of `line`;
/// one character when there is none.
fn token_at(line: &str, at: usize) -> (usize, usize) {
    if let Some(t) = lex(line).iter().find(|t| t.end() as usize > at) {
        return (t.start as usize, t.end() as usize);
    }
    let at = at.min(line.len());
    let width = line.get(at..).and_then(|rest| rest.chars().next()).map_or(0, char::len_utf8);
    (at, at + width)
}

/// Names and literals anchor an alignment more than punctuation does.
fn weight(t: &Token) -> u32 {
    match t.kind {
        TokKind::Ident | TokKind::Number | TokKind::Str | TokKind::Char => 4,
        _ => 1,
    }
}

fn range(t: &Token) -> (usize, usize) {
    (t.start as usize, t.end() as usize)
}

/// A preprocessed line and the user's line it came from, token by token.
struct Alignment {
    orig: String,
    pt: Vec<Token>,
    ot: Vec<Token>,
    /// For each token of `pt`, its token in `ot`, if any.
    pairs: Vec<Option<usize>>,
}

impl Alignment {
    /// `None` when the lines do not correspond: less than a third of the
    /// user's line (by weight) is found in the preprocessed one.
    fn new(pre: &str, orig: &str) -> Option<Alignment> {
        let (pt, ot) = (lex(pre), lex(orig));
        if ot.is_empty() || pt.is_empty() || pt.len().saturating_mul(ot.len()) > MAX_ALIGNMENT_CELLS {
            return None;
        }
        let pairs = lcs(pre, &pt, orig, &ot);
        let total: u32 = ot.iter().map(weight).sum();
        let matched: u32 = pairs.iter().flatten().filter_map(|&q| ot.get(q)).map(weight).sum();
        (matched * 3 >= total).then(|| Alignment { orig: orig.to_string(), pt, ot, pairs })
    }

    /// The byte range of the user's line that the token at byte `at` of
    /// `pre` came from.
    fn span(&self, pre: &str, at: usize) -> (usize, usize) {
        let (pt, ot, pairs) = (&self.pt, &self.ot, &self.pairs);
        let p = pt.iter().position(|t| t.end() as usize > at).unwrap_or(pt.len());
        if let Some(t) = pairs.get(p).copied().flatten().and_then(|q| ot.get(q)) {
            return range(t);
        }
        // Between the anchors around the token, in the user's line; when
        // punctuation anchors leave nothing between them (`KERNEL(kk)`
        // against `__attribute__((global)) int kk(`), between names and
        // literals only.
        let gap = gap(pairs, ot, p, |_| true);
        let gap = if gap.is_empty() { self::gap(pairs, ot, p, |t| weight(t) > 1) } else { gap };
        let (Some(first), Some(last)) = (gap.first(), gap.last()) else {
            // Nothing of the user's is there: point at the next anchor.
            let next = pairs.get(p + 1..).and_then(|rest| rest.iter().flatten().next().copied());
            let at = next.and_then(|q| ot.get(q)).map_or(self.orig.len(), |t| t.start as usize);
            return (at, at);
        };
        // `host` from `__host__`: the invocation whose name holds the token.
        let word = pt.get(p).filter(|t| t.kind == TokKind::Ident).map(|t| t.text(pre)).filter(|w| w.len() >= 3);
        if let Some(named) = word.and_then(|w| gap.iter().find(|t| t.kind == TokKind::Ident && t.text(&self.orig).contains(w))) {
            return range(named);
        }
        // Else the names of the gap (the macro, not its parentheses), or
        // all of it.
        let mut names = gap.iter().filter(|t| t.kind == TokKind::Ident);
        let (first, last) = match names.next() {
            Some(name) => (name, names.next_back().unwrap_or(name)),
            None => (first, last),
        };
        (range(first).0, range(last).1)
    }
}

/// The user's tokens strictly between the anchors around pre token `p`,
/// counting as anchors only the matched tokens `strong` accepts.
fn gap<'t>(pairs: &[Option<usize>], ot: &'t [Token], p: usize, strong: impl Fn(&Token) -> bool) -> &'t [Token] {
    let anchor = |q: &usize| ot.get(*q).is_some_and(&strong);
    let before = pairs[..p.min(pairs.len())].iter().rev().flatten().find(|q| anchor(q)).map_or(0, |&q| q + 1);
    let after = pairs.get(p + 1..).and_then(|rest| rest.iter().flatten().find(|q| anchor(q)).copied()).unwrap_or(ot.len());
    ot.get(before..after).unwrap_or(&[])
}

/// For each token of `pt`, the token of `ot` it is matched with by a
/// weighted longest common subsequence of their spellings. Ties go to the
/// latest match, so `(` of `__launch_bounds__(256)` pairs with the
/// parenthesis just before `256`, not with those of `__attribute__((`.
fn lcs(pre: &str, pt: &[Token], orig: &str, ot: &[Token]) -> Vec<Option<usize>> {
    let (n, m) = (pt.len(), ot.len());
    let width = m + 1;
    let mut score = vec![0u32; (n + 1) * width];
    for i in 1..=n {
        for j in 1..=m {
            let skip = score[(i - 1) * width + j].max(score[i * width + j - 1]);
            let take = if pt[i - 1].text(pre) == ot[j - 1].text(orig) { score[(i - 1) * width + j - 1] + weight(&ot[j - 1]) } else { 0 };
            score[i * width + j] = skip.max(take);
        }
    }
    let mut pairs = vec![None; n];
    let (mut i, mut j) = (n, m);
    while i > 0 && j > 0 {
        let here = score[i * width + j];
        if pt[i - 1].text(pre) == ot[j - 1].text(orig) && here == score[(i - 1) * width + j - 1] + weight(&ot[j - 1]) {
            pairs[i - 1] = Some(j - 1);
            i -= 1;
            j -= 1;
        } else if score[(i - 1) * width + j] == here {
            i -= 1;
        } else {
            j -= 1;
        }
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;

    fn span(pre: &str, orig: &str, token: &str) -> Option<String> {
        let at = pre.find(token)?;
        Alignment::new(pre, orig).map(|a| {
            let (s, e) = a.span(pre, at);
            orig[s..e].to_string()
        })
    }

    #[test]
    fn expanded_keywords_map_to_their_macros() {
        let pre = "__attribute__((global)) __attribute__((launch_bounds(256, 2))) int k() { return 0; }";
        let orig = "__global__ __launch_bounds__(256, 2) int k() { return 0; }";
        assert_eq!(span(pre, orig, "global").as_deref(), Some("__global__"));
        assert_eq!(span(pre, orig, "launch_bounds").as_deref(), Some("__launch_bounds__"));
        assert_eq!(span(pre, orig, "256").as_deref(), Some("256"));
        assert_eq!(span(pre, orig, "k()").as_deref(), Some("k"));
    }

    #[test]
    fn a_user_macro_is_the_whole_invocation() {
        let pre = "__attribute__((global)) void kernel_a(int *p) {}";
        let orig = "KERNEL(kernel_a) {}";
        assert_eq!(span(pre, orig, "global").as_deref(), Some("KERNEL"));
        assert_eq!(span(pre, orig, "kernel_a").as_deref(), Some("kernel_a"));
        let pre = "__attribute__((global)) int kk(int *p) { return 1; }";
        assert_eq!(span(pre, "KERNEL(kk) { return 1; }", "global").as_deref(), Some("KERNEL"));
    }

    #[test]
    fn unrelated_lines_do_not_align() {
        assert!(Alignment::new("__attribute__((global)) int k() { return 0; }", "int main(int argc, char **argv) {").is_none());
        assert!(Alignment::new("int x;", "").is_none());
    }

    #[test]
    fn the_preprocessed_line_is_the_fallback() {
        let originals = Originals::none();
        let shown = originals.show("a.cu", 1, "__attribute__((global)) int k();", 15);
        assert_eq!((shown.start, shown.end), (15, 21));
        let originals = Originals::none().with_file("a.cu", "// one\n__global__ int k();\n".to_string());
        let shown = originals.show("a.cu", 2, "__attribute__((global)) int k();", 15);
        assert_eq!(shown, Shown { line: "__global__ int k();".to_string(), start: 0, end: 10 });
    }
}
