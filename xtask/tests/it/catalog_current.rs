//! The committed deviation catalog (`docs/deviations.md`) must match the
//! code. Cheap: everything but the exhaustive frequencies and minimal hands
//! (stored in the document) is re-rendered from the code and compared.

use xtask::catalog::{check_committed, REGENERATE};

#[test]
fn committed_catalog_matches_the_code() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/deviations.md");
    let doc = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{path}: {e}; generate it with `{REGENERATE}`"));
    if let Err(e) = check_committed("docs/deviations.md", &doc) {
        panic!("{e}");
    }
}
