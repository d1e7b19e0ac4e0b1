//! Checking the in-process `crate-*` evaluators, each in a child process
//! (this program with `--crate-row`), so a crate that aborts costs only its
//! own row.

use super::*;

/// Confirms a finding on a crate of the feature `census-crates` with its
/// direct call, `evaluators/examples/confirm_<crate>.rs` (the crate called
/// without the adapter), given the game and the hands; judged as a
/// confirmation script's output.
pub(crate) fn confirm_crate(
    root: &Path,
    krate: &str,
    game: &str,
    hands: &[(String, String)],
) -> census::Confirmation {
    let stem = krate.replace('-', "_");
    let file = root
        .join("evaluators/examples")
        .join(format!("confirm_{stem}.rs"));
    if !file.is_file() {
        return census::Confirmation::Unconfirmed(format!(
            "no direct call for this crate ({} is missing)",
            file.display()
        ));
    }
    let mut cmd: Vec<String> = [
        "cargo",
        "run",
        "--quiet",
        "-p",
        "showdown-evaluators",
        "--features",
        "census-crates",
        "--example",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    cmd.push(format!("confirm-{}", krate.replace('_', "-")));
    cmd.push("--".into());
    cmd.push(game.into());
    cmd.extend(hands.iter().map(|(h, _)| h.clone()));
    let ran = capture(&cmd, root, Duration::from_secs(1200));
    if ran.code != Some(0) {
        return census::Confirmation::Unconfirmed(ran.failed("the direct call"));
    }
    census::judge_confirmation(hands, &ran.stdout)
}

/// The crate's version in Cargo.lock.
pub(crate) fn locked_version(root: &Path, krate: &str) -> Option<String> {
    let lock = std::fs::read_to_string(root.join("Cargo.lock")).ok()?;
    let at = lock.find(&format!("name = \"{krate}\"\n"))?;
    let rest = &lock[at..];
    let v = rest.lines().nth(1)?.strip_prefix("version = \"")?;
    Some(v.trim_end_matches('"').to_string())
}

/// The in-process `crate-*` evaluators, checked as `showdown check` checks
/// them.
/// The crate an in-process evaluator wraps, from its source
/// ("crates.io: pokers 0.10 (Hand::evaluate)"), or its own name.
pub(crate) fn crate_of(info: &showdown_evaluators::evaluator::EvaluatorInfo) -> String {
    info.source
        .strip_prefix("crates.io: ")
        .and_then(|s| s.split_whitespace().next())
        .unwrap_or(&info.name)
        .to_string()
}

pub(crate) fn crate_rows(root: &Path, args: &ThirdPartyArgs) -> Vec<census::Row> {
    let mut rows = Vec::new();
    // The crates of the feature `census-crates` are re-checked with a
    // command that asks for it.
    #[cfg(feature = "census-crates")]
    let census: Vec<String> = showdown_evaluators::third_party::census::all()
        .iter()
        .map(|e| e.name().to_string())
        .collect();
    #[cfg(not(feature = "census-crates"))]
    let census: Vec<String> = Vec::new();
    for ev in showdown_evaluators::third_party::all() {
        let info = ev.info();
        if args.without_census_crates && census.iter().any(|c| *c == info.name) {
            continue;
        }
        let krate = crate_of(info);
        // `--only` takes the evaluator's name or the crate's.
        if !args.only.is_empty() && !args.only.iter().any(|o| *o == info.name || *o == krate) {
            continue;
        }
        eprintln!("third-party: {}: checking in process", info.name);
        // In process the crate gets typed cards: no bad input to give it
        // (and pokers 0.10 aborts the process on a duplicate card).
        let opts = CheckOptions {
            bad_input: false,
            ..args.check_options()
        };
        let report = check_with(
            &showdown_harness::conformance::InProcess(ev.as_ref()),
            &opts,
        );
        rows.push(census::Row {
            version: locked_version(root, &krate).unwrap_or_else(|| "?".into()),
            library: krate.clone(),
            registry: "crates.io".into(),
            language: "Rust".into(),
            game: info.game.id.to_string(),
            cards: info.domain.to_string().replace('-', "–"),
            answers: if ev.order_only() {
                "order only (a strength, no category)".into()
            } else {
                answers_text(info.gives_strength)
            },
            subject: info.name.to_string(),
            class: class_of(Some(&report)),
            verdict: format!(
                "{} ({} hands{})",
                report.verdict().token().replace('-', " "),
                thousands(report.sections.iter().map(|s| s.hands).sum()),
                whole_spaces_text(&report)
            ),
            findings: {
                // Every crate with a direct-call example
                // (evaluators/examples/confirm_<crate>.rs) is confirmed by it.
                let mut findings = findings_of(&report, info.game, None);
                for f in &mut findings {
                    f.confirmation = confirm_crate(root, &krate, info.game.id, &f.hands);
                }
                findings
            },
            bad_input: bad_input_text(Some(&report)),
            hands: report.sections.iter().map(|s| s.hands).sum(),
            hands_per_second: random_hands_per_second(&report),
            reproduce: {
                let game = match info.game.id {
                    "holdem" => String::new(),
                    id => format!(" --game {id}"),
                };
                if census.iter().any(|c| *c == info.name) {
                    format!(
                        "cargo run -p showdown --features census-crates -- check --evaluator {}{game}",
                        info.name
                    )
                } else {
                    format!("showdown check --evaluator {}{game}", info.name)
                }
            },
            // The one crate whose newest version cannot be built here: its
            // row of `unavailable.toml` gives way to this one, so the
            // reason moves here.
            note: match krate.as_str() {
                "pkcore" => "0.20.5, the newest, needs rustc 1.99 (1.95 here), so 0.15.2 is \
                             checked; its Omaha takes exactly four hole cards and a five-card \
                             board (other nine-card deals answered skip)"
                    .into(),
                _ => String::new(),
            },
        });
    }
    rows
}

/// The crates' rows, each checked in a child process (this program with
/// `--crate-row <name>`): a crate that panics, aborts or hangs gets a row
/// saying so, and the census goes on.
pub(crate) fn isolated_crate_rows(args: &ThirdPartyArgs) -> Vec<census::Row> {
    let exe = match std::env::current_exe() {
        Ok(exe) => exe,
        Err(e) => {
            eprintln!("third-party: cannot find this program ({e}): the crates run in process");
            return crate_rows(&root(), args);
        }
    };
    let mut rows = Vec::new();
    for ev in showdown_evaluators::third_party::all() {
        let info = ev.info();
        let name = info.name.to_string();
        // `--only` takes the evaluator's name or the crate's, as `crate_rows`.
        if !args.only.is_empty() && !args.only.iter().any(|o| *o == name || *o == crate_of(info)) {
            continue;
        }
        let cmd = vec![
            exe.display().to_string(),
            "third-party".into(),
            "--crate-row".into(),
            name.clone(),
            "--seed".into(),
            args.seed.to_string(),
        ];
        let cmd = match args.random {
            Some(n) => [cmd, vec!["--random".into(), n.to_string()]].concat(),
            None => [cmd, vec!["--budget-s".into(), args.budget_s.to_string()]].concat(),
        };
        let ran = capture(&cmd, &root(), Duration::from_secs(30 * 60));
        for line in ran.stderr.lines() {
            eprintln!("{line}");
        }
        let parsed: Option<Vec<census::Row>> = (ran.code == Some(0))
            .then(|| serde_json::from_str(ran.stdout.trim()).ok())
            .flatten();
        match parsed {
            Some(r) => rows.extend(r),
            None => {
                let why = ran.failed(&format!("checking {name} (in its own process)"));
                eprintln!("third-party: {name}: {why}");
                rows.push(census::Row {
                    library: name.clone(),
                    registry: "crates.io".into(),
                    version: "?".into(),
                    language: "Rust".into(),
                    game: info.game.id.to_string(),
                    cards: info.domain.to_string().replace('-', "–"),
                    answers: answers_text(info.gives_strength),
                    subject: name.clone(),
                    class: census::Class::NotRun,
                    verdict: format!("did not run: {why}"),
                    findings: Vec::new(),
                    bad_input: "—".into(),
                    hands: 0,
                    hands_per_second: None,
                    reproduce: format!("showdown check --evaluator {name}"),
                    note: String::new(),
                });
            }
        }
    }
    rows
}
