//! Writing the host translation and the stub file: lower every item, let
//! print place them, and replace the output files atomically (a temporary
//! file in the same directory, then a rename), so a failed or interrupted
//! run never leaves a truncated file where a build expects a complete one.

use crate::db::Database;
use crate::driver::Request;
use crate::render::LineMap;
use cufe_passes::db::file_items;
use cufe_passes::lower::LowerIl;
use cufe_passes::print::{self, PrintInput, PrintItem};
use cufe_passes::SourceFile;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;

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

/// Host translation and stub text for the unit, from each item's lowering
/// (`None` for pragmas).
pub fn render(db: &Database, req: &Request, file: SourceFile, lowered: &[Option<Arc<LowerIl>>], map: &LineMap<'_>, name: &str, missing_headers: Option<&[String]>) -> (String, String) {
    let items = file_items(db, file);
    let text = file.text(db);
    let empty = LowerIl::default();
    let print_items: Vec<PrintItem<'_>> = items
        .iter()
        .zip(file.starts(db).iter())
        .zip(lowered)
        .map(|((&i, &start), l)| {
            PrintItem { start, end: start + i.text(db).len() as u32, lowered: l.as_deref().unwrap_or(&empty), pragma: l.is_none().then(|| &i.text(db)[..]) }
        })
        .collect();
    let stub = stub_name(req);
    let presumed = |at: u32| map.presumed_system(at, name);
    let input = PrintInput { file_name: name, stub_name: &stub, text, items: print_items, config: file.config(db), presumed: &presumed, headers: missing_headers };
    (print::host_file(&input), print::stub::stub_file(&input))
}

/// Writes the requested outputs; the error is one line for stderr.
pub fn write_outputs(db: &Database, req: &Request, file: SourceFile, lowered: &[Option<Arc<LowerIl>>], map: &LineMap<'_>, name: &str, missing_headers: Option<&[String]>) -> Result<(), String> {
    let (host, stub) = render(db, req, file, lowered, map, name, missing_headers);
    crate::timing::phase("print");
    if let Some(path) = &req.output {
        write_atomically(path, host.as_bytes())?;
    }
    if let Some(path) = &req.stub_file {
        write_atomically(path, stub.as_bytes())?;
    }
    crate::timing::phase("write");
    Ok(())
}

fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let dir = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let file_name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let tmp: PathBuf = dir.join(format!(".{file_name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    result.map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        format!("cufe: error: cannot write {}: {e}\n", path.display())
    })
}
