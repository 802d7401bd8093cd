//! Stable text forms of each IL, for `--dump-after` and snapshot tests.
//! Offsets are item-relative, so a dump does not change when lines are
//! inserted above the item.

use crate::il::{ApplyIl, Entity, LaunchConfig, LookupIl, ScanIl, ValidateIl};
use crate::parse::{Decl, Specs};
use crate::table::{AttrTable, DiagTable};
use std::fmt::Write;

const SPEC_NAMES: &[(u32, &str)] = &[
    (Specs::STATIC, "static"),
    (Specs::EXTERN, "extern"),
    (Specs::INLINE, "inline"),
    (Specs::CONSTEXPR, "constexpr"),
    (Specs::CONSTEVAL, "consteval"),
    (Specs::CONSTINIT, "constinit"),
    (Specs::VIRTUAL, "virtual"),
    (Specs::FRIEND, "friend"),
    (Specs::TYPEDEF, "typedef"),
    (Specs::EXPLICIT, "explicit"),
    (Specs::THREAD_LOCAL, "thread_local"),
    (Specs::MUTABLE, "mutable"),
    (Specs::CONST, "const"),
    (Specs::VOLATILE, "volatile"),
    (Specs::AUTO, "auto"),
    (Specs::DECLTYPE_AUTO, "decltype(auto)"),
    (Specs::VOID, "void"),
    (Specs::POINTER, "pointer"),
    (Specs::REFERENCE, "reference"),
    (Specs::RVALUE_REFERENCE, "rvalue"),
    (Specs::ARRAY, "array"),
    (Specs::REGISTER, "register"),
    (Specs::PACK, "pack"),
    (Specs::FOR_RANGE, "for-range"),
    (Specs::USING_ALIAS, "alias"),
];

fn decl_line(out: &mut String, text: &str, decl: &Decl, idx: u32) {
    let name = decl.name.map_or("<anon>".to_string(), |n| {
        let mut q: Vec<&str> = decl.qualifier.iter().map(|q| q.as_str()).collect();
        q.push(n.as_str());
        q.join("::")
    });
    let specs: Vec<&str> = SPEC_NAMES.iter().filter(|(b, _)| decl.specs.has(*b)).map(|(_, n)| *n).collect();
    let _ = write!(out, "decl #{idx} {:?} {name} ctx={:?}", decl.kind, decl.context);
    if let Some(p) = decl.parent {
        let _ = write!(out, " parent=#{}", p.into_raw().into_u32());
    }
    if !specs.is_empty() {
        let _ = write!(out, " specs=[{}]", specs.join(" "));
    }
    let ty = text.get(decl.type_span.start as usize..decl.type_span.end as usize).unwrap_or("");
    if !ty.is_empty() {
        let _ = write!(out, " type=`{ty}`");
    }
    if let Some(f) = &decl.func {
        let _ = write!(out, " params={}", f.params.len());
        if f.ellipsis {
            out.push_str(" ellipsis");
        }
        if f.exception_spec.is_some() {
            out.push_str(" except-spec");
        }
        let _ = write!(out, " body={:?}", f.body);
    }
    if let Some(t) = &decl.template {
        let _ = write!(out, " template={:?}", t.kind);
    }
    if decl.init.is_some() {
        out.push_str(" init");
    }
    out.push('\n');
}

pub fn dump_scan(text: &str, scan: &ScanIl) -> String {
    let mut out = String::new();
    for (idx, decl) in scan.ast.decls.iter() {
        decl_line(&mut out, text, decl, idx.into_raw().into_u32());
        for (_, attr) in scan.attrs.iter().filter(|(_, a)| a.owner == idx) {
            let ns = attr.namespace.map_or(String::new(), |n| format!("{n}::"));
            let args = attr.args.as_ref().map_or(String::new(), |a| {
                format!("({})", text.get(a.span.start as usize + 1..a.span.end as usize - 1).unwrap_or(""))
            });
            let _ = writeln!(out, "  attr {ns}{}{args} syntax={:?} pos={:?} @{}", attr.name, attr.syntax, attr.position, attr.name_span.start);
        }
    }
    out
}

pub fn dump_lookup(scan: &ScanIl, lookup: &LookupIl, table: &AttrTable) -> String {
    let mut out = String::new();
    for (idx, attr) in scan.attrs.iter() {
        let ns = attr.namespace.map_or(String::new(), |n| format!("{n}::"));
        let _ = write!(out, "attr {ns}{} on #{} -> ", attr.name, attr.owner.into_raw().into_u32());
        match lookup.resolved.get(idx).and_then(|r| r.row.map(|row| (row, r.kind))) {
            Some((row, kind)) => {
                let r = table.row(row);
                if kind != 0 {
                    let _ = writeln!(out, "{} kind={:?} (0x{kind:02X}) handler={:?}", r.display, kind as char, r.handler);
                } else {
                    let _ = writeln!(out, "{} handler={:?}", r.display, r.handler);
                }
            }
            None => out.push_str("unknown\n"),
        }
    }
    out
}

fn launch_text(lc: &LaunchConfig) -> String {
    format!(
        "launch{{max_threads={} min_blocks={} max_blocks_per_cluster={} cluster_dims={:?} maxnreg={} local_maxnreg={} block_size={:?} flags=0x{:02X}}}",
        lc.max_threads_per_block, lc.min_blocks_per_mp, lc.max_blocks_per_cluster, lc.cluster_dims, lc.maxnreg, lc.local_maxnreg, lc.block_size, lc.flags
    )
}

fn entity_line(out: &mut String, scan: &ScanIl, e: &Entity) {
    let decl = &scan.ast.decls[e.decl];
    let name = decl.name.map_or("<anon>", |n| n.as_str());
    let _ = write!(out, "{:?} {name} #{}", e.kind, e.decl.into_raw().into_u32());
    if e.exec_space != 0 {
        let _ = write!(out, " exec_space=0x{:02X}", e.exec_space);
    }
    if e.memory_space != 0 || e.ext_memory_space != 0 {
        let _ = write!(out, " memory_space=0x{:02X} ext=0x{:02X}", e.memory_space, e.ext_memory_space);
    }
    if !e.flags.is_empty() {
        let flags: Vec<&str> = e.flags.iter().map(|f| f.as_str()).collect();
        let _ = write!(out, " flags=[{}]", flags.join(" "));
    }
    if let Some(lc) = &e.launch {
        let _ = write!(out, " {}", launch_text(lc));
    }
    out.push('\n');
}

/// Entities that carry any CUDA field (the others have nothing to show).
pub fn dump_apply(scan: &ScanIl, apply: &ApplyIl) -> String {
    let mut out = String::new();
    for (_, e) in apply.entities.iter() {
        if e.exec_space != 0 || e.memory_space != 0 || e.ext_memory_space != 0 || !e.flags.is_empty() || e.launch.is_some() || !e.attrs.is_empty() {
            entity_line(&mut out, scan, e);
        }
    }
    out
}

pub fn dump_diags(diags: &[crate::diag::Diag], table: &DiagTable) -> String {
    let mut out = String::new();
    for d in diags {
        let _ = writeln!(out, "diag {} @{}: {}", d.id.0, d.at.map_or(-1, |a| a as i64), d.message(table));
    }
    out
}

pub fn dump_validate(v: &ValidateIl, table: &DiagTable) -> String {
    dump_diags(&v.diags, table)
}

/// The lowered form of one item: its host text with positions shown as
/// `@offset`, and its stub entries.
pub fn dump_lower(il: &crate::lower::LowerIl) -> String {
    use crate::lower::out::Piece;
    let mut s = String::new();
    for p in il.host.pieces() {
        match p {
            Piece::Text(t) => s.push_str(t),
            Piece::Mark(at) => {
                let _ = write!(s, "⟨@{at}⟩");
            }
            Piece::BlankMark(at) => {
                let _ = write!(s, "\n⟨@{at}⟩");
            }
            Piece::IfZero(at) => {
                let _ = write!(s, "\n#if 0 ⟨@{at}⟩\n");
            }
            Piece::IfZeroOpen => s.push_str("\n#if 0\n"),
            Piece::EndIf => s.push_str("\n#endif\n"),
            Piece::Verbatim(t) => s.push_str(t),
            Piece::ExtendedLambda => s.push_str("⟨extended-lambda support⟩"),
            Piece::SystemToken => s.push_str("⟨system token⟩"),
            Piece::LineStart => {
                if !s.ends_with("\n\n") {
                    s.push('\n');
                }
            }
            Piece::Pragma { at, text, .. } => {
                let _ = write!(s, "\n⟨@{at}⟩{text}\n");
            }
            Piece::LoopPragma { at, text } => {
                let _ = write!(s, "⟨@{at}⟩\n{text}\n");
            }
            Piece::UnnamedParam(at) => {
                let _ = write!(s, "__T?@{at}");
            }
            Piece::LambdaTypedef(v, qualified) => {
                let _ = write!(s, "typedef decltype({v}) __T?{};", if qualified { ", __T?" } else { "" });
            }
        }
    }
    s.push('\n');
    for k in &il.stub.kernels {
        let offsets: Vec<String> = k.params.iter().map(|p| p.offset.map_or("?".into(), |o| o.to_string())).collect();
        let _ = writeln!(s, "kernel {} {} params@[{}] max_threads={}", k.name, k.mangled, offsets.join(","), k.max_threads);
    }
    for v in &il.stub.variables {
        let _ = writeln!(s, "variable {} size={} constant={} managed={}", v.qualified, v.size.map_or("?".into(), |n| n.to_string()), v.constant, v.managed);
    }
    if let Some(m) = &il.module_name {
        let _ = writeln!(s, "module-name {m}");
    }
    s
}
