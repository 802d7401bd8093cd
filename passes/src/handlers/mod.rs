//! The attribute handlers apply dispatches to, one family per file.

pub mod exec_space;
pub mod launch_config;
pub mod memory_space;
pub mod rules;

use crate::diag::Diag;
use crate::il::{AttrIdx, RawAttr, ScanIl};
use crate::options::Config;
use crate::parse::{Decl, DeclIdx};
use crate::table::Tables;
use cufe_tables::{AttributeRow, DiagId};

/// What a handler sees of the attribute it applies.
pub struct Cx<'a> {
    /// The item's text (spans index it).
    pub text: &'a str,
    pub scan: &'a ScanIl,
    pub tables: &'a Tables,
    pub cfg: &'a Config,
    pub decl: DeclIdx,
    pub attr: AttrIdx,
    pub row: &'a AttributeRow,
    pub order: u32,
    /// The item stands in the global namespace.
    pub global: bool,
    pub diags: &'a mut Vec<Diag>,
}

impl Cx<'_> {
    pub fn decl(&self) -> &Decl {
        &self.scan.ast.decls[self.decl]
    }

    pub fn raw(&self) -> &RawAttr {
        &self.scan.attrs[self.attr]
    }

    /// Emits `id` with the caret on the attribute's name.
    pub fn at_attr(&mut self, id: DiagId) -> &mut Diag {
        let at = self.raw().name_span.start;
        self.diags.push(Diag::new(id, at, self.order));
        self.diags.last_mut().expect("just pushed")
    }

    /// The attribute's name for "does not apply here": the CUDA display name
    /// when it has a kind byte, else the name as written.
    pub fn display_name(&self) -> String {
        rules::printed_name(self.row, self.raw())
    }

    /// (Once per attribute as written: a group before several declarators,
    /// `int __maxnreg__(32) v = 1, u = 2;`, is reported at its first.)
    pub fn does_not_apply(&mut self) {
        let at = Some(self.raw().name_span.start);
        if self.diags.iter().any(|d| d.id == cufe_tables::tag::WRONG_ENTITY_FOR_ATTRIBUTE && d.at == at) {
            return;
        }
        let name = self.name_not_applying();
        self.at_attr(cufe_tables::tag::WRONG_ENTITY_FOR_ATTRIBUTE).push_arg(name);
    }

    /// The attribute's name in "does not apply here" (#1835), see
    /// [`rules::name_not_applying`].
    pub fn name_not_applying(&self) -> String {
        rules::name_not_applying(self.row, self.raw())
    }
}
