//! The Python libraries: a virtual environment `third-party/.venv` with the
//! packages of `third-party/requirements.txt`, and a second one,
//! `third-party/.venv-apart`, with those of `requirements-apart.txt`: the
//! libraries that cannot share the first (a dependency pinned otherwise
//! there, a module of the same name, a server stack their evaluator never
//! imports), installed with `--no-deps` so that only what the file pins
//! comes along.

use super::*;

/// One Python environment: its folder, its requirements file, and whether
/// pip resolves dependencies (`--no-deps` when every one is pinned).
struct Environment {
    venv: &'static str,
    requirements: &'static str,
    no_deps: bool,
}

const MAIN: Environment = Environment {
    venv: ".venv",
    requirements: "requirements.txt",
    no_deps: false,
};

/// The environment of the libraries kept apart.
pub(crate) const APART_VENV: &str = ".venv-apart";

const APART: Environment = Environment {
    venv: APART_VENV,
    requirements: "requirements-apart.txt",
    no_deps: true,
};

/// The Python libraries: each environment with its requirements, stamped.
pub(crate) fn install_python(third: &Path) -> Install {
    let outcome = (|| {
        let mut done = Vec::new();
        for env in [MAIN, APART] {
            if env.requirements != MAIN.requirements && !third.join(env.requirements).is_file() {
                continue;
            }
            done.push(format!("{}: {}", env.venv, install_one(third, &env)?));
        }
        Ok(done.join(", "))
    })();
    Install {
        ecosystem: "python",
        outcome,
    }
}

fn install_one(third: &Path, env: &Environment) -> Result<String, String> {
    let want = std::fs::read_to_string(third.join(env.requirements))
        .map_err(|e| format!("third-party/{}: {e}", env.requirements))?;
    let venv = third.join(env.venv);
    let python = venv.join("bin").join("python");
    let stamp = venv.join("showdown-requirements.txt");
    if python.exists() && std::fs::read_to_string(&stamp).ok().as_deref() == Some(&want) {
        return Ok("up to date".to_string());
    }
    if !python.exists() {
        run_shown(&["python3", "-m", "venv", env.venv], third)?;
    }
    let python = format!("{}/bin/python", env.venv);
    let mut pip = vec![
        python.as_str(),
        "-m",
        "pip",
        "install",
        "--disable-pip-version-check",
        "--no-input",
        "--quiet",
    ];
    if env.no_deps {
        pip.push("--no-deps");
    }
    pip.extend(["-r", env.requirements]);
    run_shown(&pip, third)?;
    std::fs::write(&stamp, &want).map_err(|e| format!("{}: {e}", stamp.display()))?;
    Ok("installed".to_string())
}
