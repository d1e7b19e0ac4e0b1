//! Checking the adapters whose self-test passed, with
//! [`showdown_harness::conformance::check_with`], and confirming what they
//! get wrong with each folder's confirmation script.

use super::*;

/// Everything about one library.
pub(crate) struct Library {
    /// The adapter's folder name (= its manifest's stem).
    pub(crate) folder: String,
    pub(crate) manifest: String,
    pub(crate) spec: ExternalSpec,
    pub(crate) info: Result<Info, String>,
    pub(crate) self_test: SelfTest,
    pub(crate) report: Option<ConformanceReport>,
    /// Why the check could not run, if it could not.
    pub(crate) check_error: Option<String>,
    pub(crate) seconds: f64,
}

impl Library {
    pub(crate) fn ecosystem(&self) -> &str {
        match &self.info {
            Ok(i) if !i.ecosystem.is_empty() => &i.ecosystem,
            _ => match self.spec.command.first().map(String::as_str) {
                Some("node") => "javascript",
                _ => "python",
            },
        }
    }

    pub(crate) fn version(&self) -> Option<String> {
        self.info.as_ref().ok().and_then(|i| i.version.clone())
    }

    /// The library's name as its registry knows it (the adapter's folder
    /// when the adapter did not say).
    pub(crate) fn library_name(&self) -> String {
        self.info
            .as_ref()
            .map_or_else(|_| self.folder.clone(), |i| i.library.clone())
    }

    pub(crate) fn runtime(&self) -> String {
        self.info
            .as_ref()
            .map(|i| i.runtime.clone())
            .unwrap_or_default()
    }

    pub(crate) fn verdict(&self) -> String {
        match (&self.self_test, &self.report) {
            (SelfTest::LibraryDoesNotLoad(_), _) => {
                let why = self
                    .info
                    .as_ref()
                    .ok()
                    .and_then(|i| i.load_error.clone())
                    .unwrap_or_else(|| self.self_test.output().to_string());
                format!("does not run on {}: {why}", self.runtime())
            }
            (SelfTest::Failed(_), _) => "not checked: the adapter's self-test failed".into(),
            (_, None) => format!(
                "not checked: {}",
                self.check_error.as_deref().unwrap_or("unknown")
            ),
            (_, Some(r)) => {
                let stop = || {
                    r.given_up
                        .as_ref()
                        .map_or_else(|| "no answer".to_string(), |g| g.to_string())
                };
                let verdict: String = match r.verdict() {
                    CheckVerdict::Conformant => "conformant".into(),
                    CheckVerdict::NotResponding => format!("did not run: {}", stop()),
                    CheckVerdict::Interrupted => format!("interrupted: {}", stop()),
                    CheckVerdict::BrokenVectors => {
                        "not checked: the shared vectors did not load".into()
                    }
                    CheckVerdict::NotConformant => {
                        let n = r.problems().len().max(1);
                        format!(
                            "not conformant: {n} kind{} of problem",
                            if n == 1 { "" } else { "s" }
                        )
                    }
                };
                if self.spec.order_only {
                    format!("{verdict}, judged on order alone")
                } else {
                    verdict
                }
            }
        }
    }

    /// The command that reproduces the check.
    pub(crate) fn reproduce(&self, args: &ThirdPartyArgs) -> String {
        let mut s = format!("showdown check --manifest {}", self.manifest);
        let sweep = sweeps(args, &self.spec);
        if !sweep.is_empty() {
            let counts: Vec<String> = sweep.iter().map(|n| n.to_string()).collect();
            let _ = write!(s, " --sweep {}", counts.join(","));
        }
        s.push_str(&args.sizing_flags());
        s
    }

    pub(crate) fn hands(&self) -> u64 {
        self.report
            .as_ref()
            .map(|r| r.sections.iter().map(|s| s.hands).sum())
            .unwrap_or(0)
    }
}

/// The sweeps asked for that the adapter declares.
pub(crate) fn sweeps(args: &ThirdPartyArgs, spec: &ExternalSpec) -> Vec<usize> {
    let mut v: Vec<usize> = args
        .sweep
        .iter()
        .copied()
        .filter(|n| spec.cards.counts().any(|c| c == *n))
        .collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// A deal or hand as the protocol sends it (`HOLE | BOARD` in games with
/// hole cards).
pub(crate) fn request_line(
    game: &showdown_evaluators::game::Game,
    cards: &[showdown_evaluators::card::Card],
) -> String {
    if game.has_hole_cards() && cards.len() >= 5 {
        let hole = showdown_evaluators::games::omaha::split_counts(cards.len()).0;
        format!(
            "{} | {}",
            format_cards(&cards[..hole]),
            format_cards(&cards[hole..])
        )
    } else {
        format_cards(cards)
    }
}

/// Runs the folder's confirmation script on a finding's hands.
pub(crate) fn confirm(dir: &Path, hands: &[(String, String)]) -> census::Confirmation {
    let script = ["confirm.js", "confirm.py"]
        .iter()
        .map(|f| dir.join(f))
        .find(|p| p.is_file());
    let go = go::confirm_command(dir);
    let Some(script) = script.or_else(|| go.as_ref().map(|_| dir.join("confirm.go"))) else {
        return census::Confirmation::Unconfirmed(format!(
            "no confirmation script in {} (confirm.js, confirm.py or confirm.go)",
            dir.display()
        ));
    };
    let mut cmd: Vec<String> = if let Some(go) = go.filter(|_| script.ends_with("confirm.go")) {
        go
    } else if script.extension().is_some_and(|e| e == "js") {
        vec!["node".into()]
    } else {
        vec![python_of(dir).display().to_string()]
    };
    if !script.ends_with("confirm.go") {
        cmd.push(script.display().to_string());
    }
    cmd.extend(hands.iter().map(|(h, _)| h.clone()));
    let ran = capture(&cmd, dir, Duration::from_secs(120));
    if ran.code != Some(0) {
        return census::Confirmation::Unconfirmed(ran.failed("the confirmation script"));
    }
    census::judge_confirmation(hands, &ran.stdout)
}

/// The Python a folder's confirm.py runs under: the environment its
/// manifest's command names (`../.venv-apart/bin/python` for the libraries
/// of requirements-apart.txt), `../.venv` otherwise.
pub(crate) fn python_of(dir: &Path) -> PathBuf {
    let name = dir.file_name().unwrap_or_default().to_string_lossy();
    let apart = load_manifest(&dir.join(format!("{name}.toml")))
        .ok()
        .and_then(|spec| spec.command.first().cloned())
        .is_some_and(|program| program.contains(APART_VENV));
    let venv = if apart { APART_VENV } else { ".venv" };
    dir.join("..").join(venv).join("bin").join("python")
}

pub(crate) fn findings_of(
    report: &ConformanceReport,
    game: &showdown_evaluators::game::Game,
    confirm_dir: Option<&Path>,
) -> Vec<census::Finding> {
    report
        .problems()
        .iter()
        .map(|p| {
            let hands: Vec<(String, String)> = p
                .example
                .iter()
                .map(|h| (request_line(game, &h.cards), h.got.clone()))
                .collect();
            let expected = p
                .example
                .first()
                .map(|h| category_part(&h.expected).to_string())
                .unwrap_or_default();
            let confirmation = match confirm_dir {
                Some(dir) => confirm(dir, &hands),
                None => {
                    census::Confirmation::Unconfirmed("no direct call for this evaluator".into())
                }
            };
            census::Finding {
                kind: p.kind.token(),
                describe: p.kind.describe(),
                count: p.count,
                hands,
                expected,
                diagnosis: diagnosis_of(report, p),
                confirmation,
            }
        })
        .collect()
}

/// The check's diagnosis of one kind of problem: the classes of the cause
/// that explains it, "no known class" (no classes) when the diagnosis found
/// none, `None` for kinds it does not read (failed vectors, refusals, …) or
/// when it did not run.
pub(crate) fn diagnosis_of(report: &ConformanceReport, p: &Problem) -> Option<census::Diagnosed> {
    let d = report.diagnosis.as_ref()?;
    let readable = matches!(
        p.kind,
        ProblemKind::Category { .. }
            | ProblemKind::Order
            | ProblemKind::Merged
            | ProblemKind::Split
            | ProblemKind::Low(_)
            | ProblemKind::LowOrder
            | ProblemKind::LowMerged
            | ProblemKind::LowSplit
    );
    if !readable {
        return None;
    }
    let cause = report
        .cause_of(p)
        .and_then(|name| d.causes.iter().find(|c| c.name() == name));
    Some(match cause {
        Some(c) => census::Diagnosed {
            classes: c
                .classes
                .iter()
                .map(|k| census::ClassLink {
                    id: k.id.clone(),
                    lesson: k.lesson.clone(),
                })
                .collect(),
            explained: c.explained,
            failing: c.failing,
        },
        None => census::Diagnosed {
            classes: Vec::new(),
            explained: 0,
            failing: p.count,
        },
    })
}
