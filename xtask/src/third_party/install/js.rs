//! The JavaScript libraries: `npm ci` in `third-party/js/` (its
//! `package-lock.json`).

use super::*;

/// The JavaScript libraries: `npm ci` in `js/`, stamped with the lock file.
pub(crate) fn install_js(third: &Path) -> Install {
    let outcome = (|| {
        let js = third.join("js");
        let want = std::fs::read_to_string(js.join("package-lock.json"))
            .map_err(|e| format!("third-party/js/package-lock.json: {e}"))?;
        let stamp = js.join("node_modules").join(".showdown-package-lock.json");
        if std::fs::read_to_string(&stamp).ok().as_deref() == Some(&want) {
            return Ok("up to date".to_string());
        }
        run_shown(
            &["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"],
            &js,
        )?;
        std::fs::write(&stamp, &want).map_err(|e| format!("{}: {e}", stamp.display()))?;
        Ok("installed".to_string())
    })();
    Install {
        ecosystem: "javascript",
        outcome,
    }
}
