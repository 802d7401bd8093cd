//! Lookups in the compiled-in tables.

use crate::generated::diagnostics::BY_TAG;
use crate::schema::{AttributeRow, DiagId, DiagnosticRow};
use crate::{ATTRIBUTES, DIAGNOSTICS};

/// The diagnostic with internal number `id`.
pub fn diagnostic(id: DiagId) -> Option<&'static DiagnosticRow> {
    DIAGNOSTICS
        .binary_search_by_key(&id.0, |row| row.number)
        .ok()
        .map(|index| &DIAGNOSTICS[index])
}

/// The diagnostic tagged `tag` (EDG's symbolic name, `illegal_mem_qualifiers`).
pub fn diagnostic_by_tag(tag: &str) -> Option<&'static DiagnosticRow> {
    let row = |index: u16| &DIAGNOSTICS[usize::from(index)];
    BY_TAG
        .binary_search_by(|&index| row(index).tag.as_ref().cmp(tag))
        .ok()
        .map(|found| row(BY_TAG[found]))
}

/// The first attribute named `name` (after `__x__` stripping), whatever the
/// namespaces it accepts.
pub fn attribute(name: &str) -> Option<&'static AttributeRow> {
    ATTRIBUTES.iter().find(|row| row.name == name)
}

/// The attribute named `name` that accepts `namespace` (`""` when unscoped).
pub fn scoped_attribute(namespace: &str, name: &str) -> Option<&'static AttributeRow> {
    ATTRIBUTES
        .iter()
        .find(|row| row.name == name && row.namespaces.iter().any(|ns| ns == namespace))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tag;

    #[test]
    fn lookups_agree_with_the_tables() {
        let row = diagnostic(tag::GRID_CONSTANT_NON_KERNEL).expect("row 3829");
        assert_eq!((row.number, row.display), (3829, 20245));
        assert_eq!(diagnostic_by_tag("grid_constant_non_kernel"), Some(row));
        assert_eq!(diagnostic_by_tag("no_such_tag"), None);
        for row in DIAGNOSTICS {
            // Untagged rows (message fragments) are found by number only.
            let by_tag = if row.tag.is_empty() { None } else { Some(row) };
            assert_eq!(diagnostic_by_tag(&row.tag), by_tag);
            assert_eq!(diagnostic(DiagId(row.number)), Some(row));
        }
    }

    #[test]
    fn cuda_attributes_have_their_kind_bytes() {
        let kind = |name| attribute(name).and_then(|row| row.kind);
        assert_eq!(kind("host"), Some('V'));
        assert_eq!(kind("launch_bounds"), Some('\\'));
        assert_eq!(kind("nv_pure"), Some('n'));
        assert_eq!(
            ATTRIBUTES.iter().filter(|row| row.kind.is_some()).count(),
            14
        );
        assert!(scoped_attribute("gnu", "launch_bounds").is_some());
        assert!(scoped_attribute("gnu", "nodiscard").is_none());
    }

    #[test]
    fn compiled_in_tables_validate() {
        assert_eq!(crate::validate_tables(ATTRIBUTES, DIAGNOSTICS), Ok(()));
    }
}
