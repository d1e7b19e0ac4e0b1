//! xtask's tests, one binary: the generated docs are current.

mod catalog_current;
mod gallery_current;
mod protocol_current;
