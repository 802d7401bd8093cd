//! Presumed positions: which file and line a byte of the preprocessed text
//! is on, by its `# N "file"` line markers.
//!
//! The index of a text (`LineIndex`: where its lines start, what its
//! markers say) is built once per text; a persistent worker moves it along
//! with each edit (`LineIndex::apply`) instead of scanning megabytes again.
//! `LineMap` answers questions against one index.

use cufe_passes::items::TextEdit;
use rustc_hash::FxHashSet;
use std::cell::Cell;
use std::sync::Arc;

/// Where the lines of a text start and the line markers among them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineIndex {
    /// Byte offset of each physical line; the first is 0.
    line_starts: Vec<u32>,
    /// In line order.
    markers: Vec<Marker>,
}

/// One line marker: the next physical line is line `line` of `file`.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Marker {
    /// Physical line index of the marker itself.
    at: u32,
    line: u32,
    /// Shared by the markers naming the same file (a unit has thousands of
    /// markers and some hundred files).
    file: Arc<str>,
    /// The flags say "system header" (3).
    system: bool,
}

/// The file names markers gave, so each is allocated once; after an edit,
/// the names the index had (gathered only when a re-read line is a marker:
/// most edits touch none).
struct FileNames<'m> {
    earlier: &'m [Marker],
    names: Option<FxHashSet<Arc<str>>>,
}

impl<'m> FileNames<'m> {
    fn new(earlier: &'m [Marker]) -> FileNames<'m> {
        FileNames { earlier, names: None }
    }

    fn get(&mut self, name: &str) -> Arc<str> {
        let earlier = self.earlier;
        let names = self.names.get_or_insert_with(|| earlier.iter().map(|m| m.file.clone()).collect());
        if let Some(shared) = names.get(name) {
            return shared.clone();
        }
        let shared: Arc<str> = Arc::from(name);
        names.insert(shared.clone());
        shared
    }
}

impl LineIndex {
    pub fn new(text: &str) -> LineIndex {
        let mut line_starts = Vec::with_capacity(text.len() / 32 + 1);
        line_starts.push(0u32);
        line_starts.extend(memchr::memchr_iter(b'\n', text.as_bytes()).map(|i| i as u32 + 1));
        let mut index = LineIndex { line_starts, markers: Vec::new() };
        index.markers = index.markers_of(text, 0..index.line_starts.len(), &mut FileNames::new(&[]));
        index
    }

    /// Brings the index of the old text to `text`, the old text with `edit`
    /// made: the lines before the edit stay, those behind it move, and only
    /// the lines the edit touched are scanned.
    pub fn apply(&mut self, text: &str, edit: TextEdit) {
        let starts = &self.line_starts;
        // The line the edit starts on (line 0 starts at 0, not after it).
        let first = starts.partition_point(|&s| s <= edit.start).saturating_sub(1);
        // The first line starting behind the edit: it and the newline
        // before it are unchanged text.
        let behind = starts.partition_point(|&s| s <= edit.old_end);
        let delta = edit.delta();
        let moved = |s: u32| u32::try_from(i64::from(s) + delta).unwrap_or(s);
        let from = starts[first] as usize;
        let to = starts.get(behind).map_or(text.len(), |&s| moved(s) as usize - 1);
        let fresh: Vec<u32> = text.as_bytes().get(from..to).map_or_else(Vec::new, |region| memchr::memchr_iter(b'\n', region).map(|i| (from + i + 1) as u32).collect());
        let added = fresh.len();
        self.line_starts.splice(first + 1..behind, fresh);
        for s in &mut self.line_starts[first + 1 + added..] {
            *s = moved(*s);
        }
        // Markers: those on the touched lines are read again, those behind
        // move by the change in the number of lines.
        let line_delta = added as i64 - (behind - first - 1) as i64;
        let lo = self.markers.partition_point(|m| (m.at as usize) < first);
        let hi = self.markers.partition_point(|m| (m.at as usize) < behind);
        let reread = self.markers_of(text, first..first + 1 + added, &mut FileNames::new(&self.markers));
        let reread_len = reread.len();
        self.markers.splice(lo..hi, reread);
        for m in &mut self.markers[lo + reread_len..] {
            m.at = u32::try_from(i64::from(m.at) + line_delta).unwrap_or(m.at);
        }
    }

    /// The markers on physical lines `lines` of `text`.
    fn markers_of(&self, text: &str, lines: std::ops::Range<usize>, names: &mut FileNames) -> Vec<Marker> {
        let bytes = text.as_bytes();
        let mut markers = Vec::new();
        for idx in lines {
            let Some(&start) = self.line_starts.get(idx) else { break };
            if bytes.get(start as usize) != Some(&b'#') {
                continue;
            }
            let end = self.line_starts.get(idx + 1).map_or(text.len(), |&e| e as usize - 1);
            let line_text = text.get(start as usize..end).unwrap_or("");
            if let Some((line, file)) = parse_marker(line_text) {
                let flags = line_text.rsplit('"').next().unwrap_or("");
                let system = flags.split_whitespace().any(|f| f == "3");
                markers.push(Marker { at: idx as u32, line, file: names.get(file), system });
            }
        }
        markers
    }
}

/// Maps byte offsets of a preprocessed text to presumed file and line.
///
/// Print asks for the presumed position of every item it places, in file
/// order: the line of the previous answer is kept, and the next lookup
/// starts from it before falling back to a binary search. A clone shares
/// the index.
#[derive(Clone)]
pub struct LineMap<'a> {
    text: &'a str,
    index: Arc<LineIndex>,
    /// The physical line of the last lookup and the marker in force on it.
    last: Cell<(usize, Option<usize>)>,
}

impl<'a> LineMap<'a> {
    pub fn new(text: &'a str) -> LineMap<'a> {
        LineMap::with_index(text, Arc::new(LineIndex::new(text)))
    }

    /// A map of `text` with its index made already.
    pub fn with_index(text: &'a str, index: Arc<LineIndex>) -> LineMap<'a> {
        LineMap { text, index, last: Cell::new((0, None)) }
    }

    /// The first file a line marker names that is not `<built-in>`-like.
    pub fn primary_file(&self) -> Option<&str> {
        self.index.markers.iter().map(|m| &*m.file).find(|f| !f.starts_with('<'))
    }

    fn line_index(&self, offset: u32) -> usize {
        match self.index.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        }
    }

    /// Whether physical line `idx` holds `offset`.
    fn holds(&self, idx: usize, offset: u32) -> bool {
        let starts = &self.index.line_starts;
        starts.get(idx).is_some_and(|&s| s <= offset) && starts.get(idx + 1).is_none_or(|&e| offset < e)
    }

    /// The physical line of `offset` and the marker in force on it (one
    /// strictly before it), starting from the last lookup.
    fn locate(&self, offset: u32) -> (usize, Option<usize>) {
        let (last, last_marker) = self.last.get();
        if self.holds(last, offset) {
            return (last, last_marker);
        }
        let markers = &self.index.markers;
        let idx = if self.index.line_starts.get(last).is_some_and(|&s| s <= offset) { self.line_after(last, offset) } else { self.line_index(offset) };
        // Markers in force move forward with the lines, usually not at all.
        let marker = match last_marker {
            Some(m) if idx > last && markers.get(m + 1).is_none_or(|next| next.at as usize >= idx) => Some(m),
            None if idx > last && markers.first().is_none_or(|first| first.at as usize >= idx) => None,
            _ => markers.partition_point(|m| (m.at as usize) < idx).checked_sub(1),
        };
        self.last.set((idx, marker));
        (idx, marker)
    }

    /// The line of `offset`, at or after line `from`: a galloping search,
    /// as the lookups of one output come in file order.
    fn line_after(&self, from: usize, offset: u32) -> usize {
        // `line_starts[lo] <= offset` throughout.
        let starts = &self.index.line_starts;
        let n = starts.len();
        let (mut lo, mut step) = (from, 1);
        while lo + step < n && starts[lo + step] <= offset {
            lo += step;
            step *= 2;
        }
        let hi = (lo + step).min(n);
        lo + starts[lo..hi].partition_point(|&s| s <= offset) - 1
    }

    /// Presumed (file, line) of an offset; `default_file` when no marker
    /// precedes it.
    pub fn presumed(&self, offset: u32, default_file: &str) -> (String, u32) {
        let (file, line, _) = self.presumed_system(offset, default_file);
        (file, line)
    }

    /// Like `presumed`, and whether the position is in a system header.
    pub fn presumed_system(&self, offset: u32, default_file: &str) -> (String, u32, bool) {
        let p = self.position(offset, default_file);
        (p.file.to_string(), p.line, p.system)
    }

    /// `presumed_system` without copying the file name (print asks for
    /// every item, and the name rarely changes from one to the next), and
    /// which marker's stretch of text the offset is in (see
    /// `Position::region`).
    pub fn position<'s>(&'s self, offset: u32, default_file: &'s str) -> cufe_passes::print::Position<'s> {
        let (idx, marker) = self.locate(offset);
        match marker.and_then(|i| Some((i, self.index.markers.get(i)?))) {
            // Saturating: a marker may say line 4294967295 (a fuzz regression).
            Some((i, m)) => cufe_passes::print::Position { file: &m.file, line: m.line.saturating_add(idx as u32 - m.at - 1), system: m.system, region: i as u32 + 1 },
            None => cufe_passes::print::Position { file: default_file, line: idx as u32 + 1, system: false, region: 0 },
        }
    }

    /// The physical line holding `offset` and the caret column in it.
    pub fn source_line(&self, offset: u32) -> (&'a str, usize) {
        let idx = self.line_index(offset);
        let starts = &self.index.line_starts;
        let start = starts[idx] as usize;
        let end = starts.get(idx + 1).map_or(self.text.len(), |&e| e as usize - 1);
        let line = self.text.get(start..end).unwrap_or("").trim_end_matches('\r');
        let col = self.text.get(start..offset as usize).map_or(0, |s| s.chars().count());
        (line, col)
    }
}

/// `# 12 "a.cu" 2` or `#line 12 "a.cu"`.
fn parse_marker(line: &str) -> Option<(u32, &str)> {
    let rest = line.strip_prefix('#')?.trim_start();
    let rest = rest.strip_prefix("line").unwrap_or(rest).trim_start();
    let digits_end = rest.find(|c: char| !c.is_ascii_digit())?;
    let num: u32 = rest[..digits_end].parse().ok()?;
    let after = rest[digits_end..].trim_start();
    let file = after.strip_prefix('"')?;
    let close = file.find('"')?;
    Some((num, &file[..close]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presumed_lines_follow_markers() {
        let text = "# 1 \"a.cu\"\nint a;\n# 10 \"b.h\" 1\nint b;\nint c;\n";
        let map = LineMap::new(text);
        assert_eq!(map.presumed(11, "x"), ("a.cu".to_string(), 1));
        let c = text.find("int c").unwrap() as u32;
        assert_eq!(map.presumed(c, "x"), ("b.h".to_string(), 11));
        assert_eq!(map.source_line(c + 4), ("int c;", 4));
    }

    /// An index moved along edits is the index of the edited text, for
    /// edits anywhere: inside and across lines and markers, at either end.
    #[test]
    fn an_edited_index_equals_a_new_one() {
        let base = "# 1 \"a.cu\"\nint a;\n# 10 \"b.h\" 1 3\nint b;\n\nint c;\n# 4 \"a.cu\" 2\nvoid f() {\n}\n";
        let pieces = ["", "\n", "x", "# 7 \"c.h\"\n", "#", "\n\n", "\"", " 3", "# 2 \"a.cu\"", "int"];
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        for _ in 0..4000 {
            let mut text = base.to_string();
            let mut index = LineIndex::new(&text);
            for _ in 0..3 {
                let start = next(text.len() + 1);
                let end = (start + next(6)).min(text.len());
                let mut new = text.clone();
                new.replace_range(start..end, pieces[next(pieces.len())]);
                if let Some(edit) = TextEdit::between(&text, &new) {
                    index.apply(&new, edit);
                }
                assert_eq!(index, LineIndex::new(&new), "{text:?} -> {new:?}");
                text = new;
            }
        }
    }
}
