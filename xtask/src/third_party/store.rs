//! The census rows as stored in `third-party/census.json`: each checked
//! library's row, the rows of libraries that cannot run, and the rows of
//! the page.

use super::*;

/// `third-party/census.toml`: per-adapter settings of the census.
#[derive(Debug, Default, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CensusConfig {
    /// The adapters `.ci/run` checks (`--ci`).
    #[serde(default)]
    pub(crate) ci: Vec<String>,
    /// Libraries that cannot run here, with the reason.
    #[serde(default)]
    pub(crate) unavailable: Vec<census::Unavailable>,
    /// What an adapter had to decide that a reader of its row must know
    /// (folder -> one sentence), shown in the row's notes.
    #[serde(default)]
    pub(crate) decided: std::collections::BTreeMap<String, String>,
    /// The language a row counts under, by the language it states
    /// (`"C++ (pybind11)" = "C++"`): the page's language column, filter and
    /// counts use it; a language not listed counts as itself.
    #[serde(default)]
    pub(crate) language: std::collections::BTreeMap<String, String>,
}

pub(crate) fn census_config(third: &Path) -> Result<CensusConfig, String> {
    let path = third.join("census.toml");
    match std::fs::read_to_string(&path) {
        Ok(text) => toml::from_str(&text).map_err(|e| format!("third-party/census.toml: {e}")),
        Err(_) => Ok(CensusConfig::default()),
    }
}

/// The libraries that cannot run here: `third-party/unavailable.toml` (when
/// there is one) and census.toml's `[[unavailable]]`.
pub(crate) fn unavailable(
    third: &Path,
    config: &CensusConfig,
) -> Result<Vec<census::Unavailable>, String> {
    let mut out = Vec::new();
    if let Ok(text) = std::fs::read_to_string(third.join("unavailable.toml")) {
        out.extend(census::parse_unavailable(
            &text,
            "third-party/unavailable.toml",
        )?);
    }
    out.extend(config.unavailable.iter().cloned());
    Ok(out)
}

/// `; every 5-card hand` for each card count the check swept whole (by suit
/// classes, where the library was fast enough for the budget), else empty.
pub(crate) fn whole_spaces_text(report: &ConformanceReport) -> String {
    let mut counts: Vec<usize> = report
        .coverage
        .iter()
        .flat_map(|c| &c.shapes)
        .filter(|s| s.whole.is_some())
        .map(|s| s.n)
        .collect();
    counts.sort_unstable();
    counts.dedup();
    counts
        .iter()
        .map(|n| format!("; every {n}-card hand"))
        .collect()
}

pub(crate) fn random_hands_per_second(report: &ConformanceReport) -> Option<f64> {
    let (hands, secs) = report
        .sections
        .iter()
        .filter(|s| s.name.starts_with("random"))
        .fold((0u64, 0f64), |(h, t), s| {
            (h + s.hands, t + s.elapsed.as_secs_f64())
        });
    (hands > 0 && secs > 0.0).then(|| hands as f64 / secs)
}

pub(crate) fn class_of(report: Option<&ConformanceReport>) -> census::Class {
    match report.map(ConformanceReport::verdict) {
        Some(CheckVerdict::Conformant) => census::Class::Conformant,
        Some(CheckVerdict::NotConformant) => census::Class::Bugs,
        _ => census::Class::NotRun,
    }
}

pub(crate) fn bad_input_text(report: Option<&ConformanceReport>) -> String {
    match report {
        Some(r) if !r.bad_input.is_empty() => r
            .bad_input
            .iter()
            .map(|b| b.handling.token())
            .collect::<Vec<_>>()
            .join(" / "),
        _ => "—".into(),
    }
}

pub(crate) fn answers_text(strength: bool) -> String {
    if strength {
        "category and strength".into()
    } else {
        "category only".into()
    }
}

/// An adapter's census row.
pub(crate) fn adapter_row(lib: &Library, args: &ThirdPartyArgs, third: &Path) -> census::Row {
    let info = lib.info.as_ref().ok();
    let js = lib.ecosystem() == "javascript";
    let report = lib.report.as_ref();
    let dir = third.join(&lib.folder);
    census::Row {
        library: info
            .map(|i| i.library.clone())
            .unwrap_or_else(|| lib.folder.clone()),
        registry: go::registry_of(lib.ecosystem()).into(),
        version: lib
            .version()
            .or_else(|| pinned_version(third, js, &lib.library_name()))
            .unwrap_or_else(|| "?".into()),
        language: info
            .and_then(|i| i.language.clone())
            .unwrap_or_else(|| if js { "JavaScript" } else { "Python" }.into()),
        game: lib.spec.game.id.to_string(),
        cards: lib.spec.cards.to_string().replace('-', "–"),
        answers: if lib.spec.order_only {
            "order only (a strength, no category)".into()
        } else {
            answers_text(lib.spec.strength)
        },
        subject: lib.folder.clone(),
        class: match lib.self_test {
            SelfTest::Passed(_) => class_of(report),
            _ => census::Class::NotRun,
        },
        verdict: match report {
            Some(r) if lib.hands() > 0 => format!(
                "{} ({} hands{})",
                lib.verdict(),
                thousands(r.sections.iter().map(|s| s.hands).sum()),
                whole_spaces_text(r)
            ),
            _ => lib.verdict(),
        },
        findings: report
            .map(|r| findings_of(r, lib.spec.game, Some(&dir)))
            .unwrap_or_default(),
        bad_input: bad_input_text(report),
        hands: lib.hands(),
        hands_per_second: report.and_then(random_hands_per_second),
        reproduce: lib.reproduce(args),
        note: {
            let mut notes = Vec::new();
            if info.is_some_and(|i| i.returns.contains("comparator")) {
                notes.push("strength built by sorting with the library's comparator".to_string());
            }
            if let Some(i) = info.filter(|i| !i.other_games.is_empty()) {
                notes.push(format!(
                    "the library also has: {}",
                    i.other_games.join(", ")
                ));
            }
            notes.join("; ")
        },
    }
}

/// The row of an adapter whose manifest does not load: it stays in the
/// census with the error, and the others still run.
pub(crate) fn broken_manifest_row(folder: &str, error: &str) -> census::Row {
    census::Row {
        library: folder.to_string(),
        registry: "—".into(),
        version: "?".into(),
        language: "—".into(),
        game: "—".into(),
        cards: "—".into(),
        answers: "—".into(),
        subject: folder.to_string(),
        class: census::Class::NotRun,
        verdict: format!("not checked: its manifest does not load: {error}"),
        findings: Vec::new(),
        bad_input: "—".into(),
        hands: 0,
        hands_per_second: None,
        reproduce: format!("showdown check --manifest third-party/{folder}/{folder}.toml"),
        note: String::new(),
    }
}

/// The rows of the page: the stored ones and the libraries that cannot run
/// here (an unavailable entry replaces a stored row of the same library
/// that did not run; a library that ran keeps its rows).
pub(crate) fn page_rows(
    stored: &census::Stored,
    third: &Path,
    config: &CensusConfig,
) -> Result<Vec<census::Row>, String> {
    let same = |a: &census::Row, b: &census::Row| {
        a.registry == b.registry && a.library.eq_ignore_ascii_case(&b.library)
    };
    let extra: Vec<census::Row> = unavailable(third, config)?
        .iter()
        .map(census::Unavailable::row)
        .collect();
    let mut rows: Vec<census::Row> = stored
        .rows
        .iter()
        .filter(|r| r.class != census::Class::NotRun || !extra.iter().any(|u| same(u, r)))
        .cloned()
        .collect();
    for (folder, decision) in &config.decided {
        let row = rows
            .iter_mut()
            .find(|r| r.subject == *folder)
            .ok_or_else(|| {
                format!(
                    "third-party/census.toml: [decided] names `{folder}`, which has no census row"
                )
            })?;
        row.note = [
            row.note.as_str(),
            &format!("the adapter's choice: {decision}"),
        ]
        .iter()
        .filter(|n| !n.is_empty())
        .copied()
        .collect::<Vec<_>>()
        .join("; ");
    }
    for u in extra {
        if rows.iter().any(|r| same(&u, r)) {
            eprintln!(
                "third-party: {} is listed as unavailable but has checked rows: the entry is left out",
                u.library
            );
        } else {
            rows.push(u);
        }
    }
    for row in &mut rows {
        if let Some(counted) = config.language.get(&row.language) {
            row.language = counted.clone();
        }
    }
    census::sort_rows(&mut rows);
    Ok(rows)
}
