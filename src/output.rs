//! Writing the host translation and the stub file: lower every item, let
//! print place them, and replace the output files atomically (a temporary
//! file in the same directory, then a rename), so a failed or interrupted
//! run never leaves a truncated file where a build expects a complete one.

use crate::db::Database;
use crate::driver::Request;
use crate::render::LineMap;
use cufe_passes::db::file_items;
use cufe_passes::lower::LowerIl;
use cufe_passes::print::cache::{HostCache, StubCache};
use cufe_passes::print::{self, PrintInput, PrintItem};
use cufe_passes::SourceFile;
use std::borrow::Cow;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The unit's full path, which its module id hashes: `--orig_src_path_name`
/// as nvcc passes it, else the absolute path of the source file (a raw
/// input's, or the one a preprocessed unit's line markers name).
pub(crate) fn path_name(req: &Request, name: &str) -> String {
    if let Some(path) = &req.orig_src_path_name {
        return path.clone();
    }
    let source = if req.preprocessed { Path::new(name) } else { req.input.as_path() };
    if source.as_os_str() == "-" {
        return name.to_string();
    }
    std::path::absolute(source).map_or_else(|_| name.to_string(), |p| p.display().to_string())
}

/// The stub file name the host translation includes: `--stub-file` as
/// given, else derived from the output name (`a.cudafe1.cpp` →
/// `a.cudafe1.stub.c`) or the input.
pub fn stub_name(req: &Request) -> String {
    if let Some(s) = &req.stub_file {
        return s.file_name().map_or_else(|| s.display().to_string(), |n| n.to_string_lossy().into_owned());
    }
    let from = req.output.as_ref().and_then(|o| o.file_name()).map(|n| n.to_string_lossy().into_owned());
    let stem = match from {
        Some(n) => n.strip_suffix(".cpp").map(str::to_string).unwrap_or_else(|| n.clone()),
        None => {
            let base = req.display_name.rsplit('/').next().unwrap_or(&req.display_name);
            format!("{}.cudafe1", base.strip_suffix(".cu").unwrap_or(base))
        }
    };
    let stem = stem.strip_suffix(".cudafe1").map_or(stem.clone(), |s| format!("{s}.cudafe1"));
    format!("{stem}.stub.c")
}

/// An item as the driver hands it to print: borrowed from salsa or from
/// what a worker keeps (touching the lowerings' reference counts would be a
/// cache miss per item).
pub struct Lowered<'a> {
    /// Its lowering (`None` for a pragma, printed as it is).
    pub il: Option<&'a Arc<LowerIl>>,
    /// The length of its text.
    pub len: u32,
}

/// Host translation and stub text for the unit, from each item's lowering.
pub fn render(db: &Database, req: &Request, file: SourceFile, lowered: &[Lowered<'_>], map: &LineMap<'_>, name: &str, missing_headers: Option<&[String]>) -> (String, String) {
    let unit = Unit::new(db, req, file, lowered, name, missing_headers);
    (unit.host(map, None).into_owned(), unit.stub(map, None).into_owned())
}

/// What print needs of a run, gathered once for both files.
struct Unit<'a> {
    items: Vec<PrintItem<'a>>,
    text: &'a str,
    config: &'a cufe_passes::options::Config,
    name: &'a str,
    path_name: String,
    stub_name: String,
    missing_headers: Option<&'a [String]>,
}

impl<'a> Unit<'a> {
    fn new(db: &'a Database, req: &Request, file: SourceFile, lowered: &'a [Lowered<'a>], name: &'a str, missing_headers: Option<&'a [String]>) -> Unit<'a> {
        static EMPTY: std::sync::OnceLock<LowerIl> = std::sync::OnceLock::new();
        let empty = EMPTY.get_or_init(LowerIl::default);
        let items = file_items(db, file)
            .iter()
            .zip(file.starts(db).iter())
            .zip(lowered)
            .map(|((&i, &start), l)| PrintItem { start, end: start + l.len, namespaces: i.namespaces(db), lowered: l.il.map_or(empty, |il| &**il), shared: l.il, pragma: l.il.is_none().then(|| &i.text(db)[..]) })
            .collect();
        Unit { items, text: file.text(db), config: file.config(db), name, path_name: path_name(req, name), stub_name: stub_name(req), missing_headers }
    }

    /// `map` answers positions for one file at a time (it remembers the
    /// last answer), so each file gets its own. A worker's print is the
    /// cache's text, not a copy.
    fn print<'c>(&self, map: &LineMap<'_>, file: Printed<'c>) -> Cow<'c, str> {
        let presumed = |at: u32| map.position(at, self.name);
        let input = PrintInput { file_name: self.name, path_name: &self.path_name, stub_name: &self.stub_name, text: self.text, items: &self.items, config: self.config, presumed: &presumed, headers: self.missing_headers };
        match file {
            Printed::Host(None) => Cow::Owned(print::host_file(&input)),
            Printed::Host(Some(cache)) => Cow::Borrowed(print::host_file_cached(&input, cache)),
            Printed::Stub(None) => Cow::Owned(print::stub::stub_file(&input)),
            Printed::Stub(Some(cache)) => Cow::Borrowed(cache.stub_file(&input)),
        }
    }

    fn host<'c>(&self, map: &LineMap<'_>, cache: Option<&'c mut HostCache>) -> Cow<'c, str> {
        self.print(map, Printed::Host(cache))
    }

    fn stub<'c>(&self, map: &LineMap<'_>, cache: Option<&'c mut StubCache>) -> Cow<'c, str> {
        self.print(map, Printed::Stub(cache))
    }
}

/// Which file to print, with what a worker kept of its last print.
enum Printed<'c> {
    Host(Option<&'c mut HostCache>),
    Stub(Option<&'c mut StubCache>),
}

/// Writes the requested outputs; the error is one line for stderr. The
/// host translation and the stub are printed and written on two threads:
/// they read the same lowered items and nothing of each other.
#[allow(clippy::too_many_arguments)]
pub fn write_outputs(db: &Database, req: &Request, file: SourceFile, lowered: &[Lowered<'_>], map: &LineMap<'_>, name: &str, missing_headers: Option<&[String]>, caches: Option<(&mut HostCache, &mut StubCache)>) -> Result<(), String> {
    let unit = &Unit::new(db, req, file, lowered, name, missing_headers);
    crate::timing::phase("print items");
    let (host_cache, stub_cache) = match caches {
        Some((h, s)) => (Some(h), Some(s)),
        None => (None, None),
    };
    let host = || req.output.as_ref().map_or(Ok(()), |path| write_atomically(path, unit.host(map, host_cache).as_bytes()));
    let stub_map = map.clone();
    let stub = move || req.stub_file.as_ref().map_or(Ok(()), |path| write_atomically(path, unit.stub(&stub_map, stub_cache).as_bytes()));
    let (host, stub) = if crate::parallel::threads() > 1 && req.output.is_some() && req.stub_file.is_some() {
        std::thread::scope(|s| {
            // Printing recurses as lowering did: the same deep stack.
            let stub = crate::stack::builder().spawn_scoped(s, stub);
            let host = host();
            let stub = match stub {
                Ok(handle) => handle.join().unwrap_or_else(|_| Err("cufe: error: printing the stub failed\n".to_string())),
                Err(e) => Err(format!("cufe: error: cannot start a thread to print the stub: {e}\n")),
            };
            (host, stub)
        })
    } else {
        (host(), stub())
    };
    crate::timing::phase("print and write");
    host.and(stub)
}

/// Readers see the old file or the whole new one, never a part: the bytes
/// go to a temporary file that is renamed over the target once complete.
/// There is no `fsync`: like the compilers a build runs, cufe leaves
/// durability across a power loss to the file system (ext4 and xfs flush a
/// file renamed over another before the rename), and a worker's re-run
/// would otherwise spend most of its time waiting for the disk.
///
/// Only a regular file (or a missing one) is replaced so: a rename over
/// `/dev/null`, `/dev/stdout` or a FIFO would put a plain file in the
/// device's or pipe's place, and one over a symbolic link would replace
/// the link rather than write where it points. Those are written through.
fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let replaceable = match std::fs::symlink_metadata(path) {
        Ok(meta) => meta.file_type().is_file(),
        Err(_) => true,
    };
    if !replaceable {
        return std::fs::OpenOptions::new()
            .write(true)
            .truncate(true)
            .open(path)
            .and_then(|mut f| f.write_all(bytes))
            .map_err(|e| format!("cufe: error: cannot write {}: {e}\n", path.display()));
    }
    /// Requests a worker serves at once may write the same output: each
    /// write gets a temporary name of its own.
    static WRITES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let dir = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let file_name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let n = WRITES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let tmp: PathBuf = dir.join(format!(".{file_name}.{}.{n}.tmp", std::process::id()));
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        drop(f);
        std::fs::rename(&tmp, path)
    })();
    result.map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        format!("cufe: error: cannot write {}: {e}\n", path.display())
    })
}
