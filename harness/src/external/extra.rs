//! The evaluators `showdown run` shows beside the built-ins: the
//! third-party crates (feature `third-party`) and the external programs
//! listed as `[[external]]` entries in a config file — the file named by
//! `SHOWDOWN_CONFIG`, else `showdown.toml` in the current directory if there
//! is one.

use super::{load_config, ExternalEvaluator};
use showdown_evaluators::evaluator::Evaluator;
use showdown_evaluators::registry;
use std::path::PathBuf;
use std::sync::Arc;

/// The config file in force, if any.
pub fn config_path() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("SHOWDOWN_CONFIG") {
        return Some(PathBuf::from(p));
    }
    let here = PathBuf::from("showdown.toml");
    here.is_file().then_some(here)
}

/// Third-party evaluators, then the config's external programs (started
/// now). The error names the config file and the program that failed.
pub fn extra_evaluators() -> Result<Vec<Arc<dyn Evaluator>>, String> {
    let mut out = registry::third_party();
    if let Some(path) = config_path() {
        for spec in load_config(&path)? {
            let name = spec.name.clone();
            let ev = ExternalEvaluator::start(spec)
                .map_err(|e| format!("{}: external `{name}`: {e}", path.display()))?;
            out.push(Arc::new(ev));
        }
    }
    Ok(out)
}
