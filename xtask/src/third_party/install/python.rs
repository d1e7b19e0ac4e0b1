//! The Python libraries: a virtual environment `third-party/.venv` with the
//! packages of `third-party/requirements.txt`.

use super::*;

/// The Python libraries: `.venv` with `requirements.txt`, stamped.
pub(crate) fn install_python(third: &Path) -> Install {
    let outcome = (|| {
        let want = std::fs::read_to_string(third.join("requirements.txt"))
            .map_err(|e| format!("third-party/requirements.txt: {e}"))?;
        let venv = third.join(".venv");
        let python = venv.join("bin").join("python");
        let stamp = venv.join("showdown-requirements.txt");
        if python.exists() && std::fs::read_to_string(&stamp).ok().as_deref() == Some(&want) {
            return Ok("up to date".to_string());
        }
        if !python.exists() {
            run_shown(&["python3", "-m", "venv", ".venv"], third)?;
        }
        run_shown(
            &[
                ".venv/bin/python",
                "-m",
                "pip",
                "install",
                "--disable-pip-version-check",
                "--no-input",
                "--quiet",
                "-r",
                "requirements.txt",
            ],
            third,
        )?;
        std::fs::write(&stamp, &want).map_err(|e| format!("{}: {e}", stamp.display()))?;
        Ok("installed".to_string())
    })();
    Install {
        ecosystem: "python",
        outcome,
    }
}
