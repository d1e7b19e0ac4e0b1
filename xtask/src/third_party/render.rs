//! The pages written from the rows: `docs/census.md`, `docs/census.html`,
//! the README summary between the markers, and a whole run's
//! `third-party/results.json` and `third-party/results.md`.

use super::*;

pub(crate) fn problem_json(p: &Problem) -> Value {
    json!({
        "kind": p.kind.token(),
        "description": p.kind.describe(),
        "count": p.count,
        "documented": p.documented,
        "example": p.example.iter().map(|h| json!({
            "cards": format_cards(&h.cards),
            "library_said": h.got,
            "right": h.expected,
        })).collect::<Vec<_>>(),
    })
}

pub(crate) fn library_json(lib: &Library, args: &ThirdPartyArgs) -> Value {
    let info = lib.info.as_ref().ok();
    let report = lib.report.as_ref();
    json!({
        "library": info.map(|i| i.library.clone()).unwrap_or_else(|| lib.folder.clone()),
        "ecosystem": lib.ecosystem(),
        "version": lib.version(),
        "runtime": lib.runtime(),
        "manifest": lib.manifest,
        "adapter": lib.spec.command.last(),
        "game": lib.spec.game.id,
        "cards": lib.spec.cards.counts().collect::<Vec<_>>(),
        "strength": lib.spec.strength,
        "returns": info.map(|i| i.returns.clone()),
        "other_games": info.map(|i| i.other_games.clone()).unwrap_or_default(),
        "info_error": lib.info.as_ref().err(),
        "self_test": {
            "result": lib.self_test.token(),
            "output": lib.self_test.output(),
        },
        "verdict": lib.verdict(),
        "conformant": report.map(ConformanceReport::conformant),
        "hands_checked": lib.hands(),
        "problems": report.map(|r| r.problems().iter().map(problem_json).collect::<Vec<_>>()).unwrap_or_default(),
        "bad_input": report.map(|r| r.bad_input.iter().map(|b| json!({
            "probe": b.probe,
            "input": b.input,
            "handling": b.handling.token(),
            "detail": b.handling.detail(),
        })).collect::<Vec<_>>()).unwrap_or_default(),
        "sections": report.map(|r| r.sections.iter().map(|s| json!({
            "name": s.name,
            "cards": s.cards,
            "hands": s.hands,
            "agreed": s.agreed,
            "skipped": s.skipped,
            "seconds": s.elapsed.as_secs_f64(),
            "hands_per_second": s.hands_per_second().round(),
            "problems": s.problems.len(),
        })).collect::<Vec<_>>()).unwrap_or_default(),
        "incidents": report.map(|r| r.incidents.clone()).unwrap_or_default(),
        "given_up": report.and_then(|r| r.given_up.as_ref().map(|g| g.to_string())),
        "check_error": lib.check_error,
        "seconds": lib.seconds,
        "reproduce": lib.reproduce(args),
    })
}

/// Text for a Markdown table cell.
pub(crate) fn cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

/// The category part of a reference verdict ("flush (reference strength
/// 123)" → "flush").
pub(crate) fn category_part(expected: &str) -> &str {
    expected.split(" (").next().unwrap_or(expected)
}

/// One finding: what goes wrong, how often, and its smallest example.
pub(crate) fn finding_md(p: &Problem) -> String {
    let mut s = format!("**{}** ({}×): ", p.kind.describe(), thousands(p.count));
    let ex = &p.example;
    let c = |i: usize| format_cards(&ex[i].cards);
    match (p.kind, ex.len()) {
        (ProblemKind::Order, 2) => {
            let _ = write!(
                s,
                "`{}` → `{}` above `{}` → `{}`; right: the second is stronger",
                c(0),
                ex[0].got,
                c(1),
                ex[1].got
            );
        }
        (ProblemKind::Merged, 2) => {
            let _ = write!(
                s,
                "`{}` → `{}` ties `{}` → `{}`; right: the second is stronger",
                c(0),
                ex[0].got,
                c(1),
                ex[1].got
            );
        }
        (ProblemKind::Split, 2) => {
            let _ = write!(
                s,
                "`{}` → `{}` but `{}` → `{}`; right: they tie",
                c(0),
                ex[0].got,
                c(1),
                ex[1].got
            );
        }
        (ProblemKind::Vector(_), _) => {
            let hands: Vec<String> = ex
                .iter()
                .map(|h| format!("`{}`", format_cards(&h.cards)))
                .collect();
            let _ = write!(
                s,
                "{} → `{}`; right: {}",
                hands.join(", "),
                ex[0].got,
                ex[0].expected
            );
        }
        (_, n) if n >= 1 => {
            let _ = write!(
                s,
                "`{}` → `{}`; right: {}",
                c(0),
                ex[0].got,
                category_part(&ex[0].expected)
            );
        }
        _ => {}
    }
    cell(&s)
}

pub(crate) fn games_md(lib: &Library) -> String {
    let mut s = format!(
        "{}, {} cards, {}",
        if lib.spec.game.id == "holdem" {
            "hold'em high"
        } else {
            lib.spec.game.id
        },
        lib.spec.cards.to_string().replace('-', "–"),
        if lib.spec.strength {
            "category and strength"
        } else {
            "category only"
        }
    );
    if let Ok(i) = &lib.info {
        if !i.other_games.is_empty() {
            let _ = write!(s, " (the library also has: {})", i.other_games.join(", "));
        }
    }
    cell(&s)
}

/// The Markdown table of all libraries.
pub(crate) fn table_md(libs: &[Library], args: &ThirdPartyArgs) -> String {
    let mut s = String::from(
        "| library | version | games and card counts | verdict | findings (count, smallest hand) | bad input (duplicate card / unknown card / too many cards) | reproduce |\n\
         |---|---|---|---|---|---|---|\n",
    );
    for lib in libs {
        let verdict = match &lib.report {
            Some(r) if lib.hands() > 0 => format!(
                "{} ({} hands{})",
                lib.verdict(),
                thousands(r.sections.iter().map(|s| s.hands).sum()),
                whole_spaces_text(r)
            ),
            _ => lib.verdict(),
        };
        let findings = match &lib.report {
            Some(r) if !r.problems().is_empty() => r
                .problems()
                .iter()
                .map(finding_md)
                .collect::<Vec<_>>()
                .join("<br>"),
            _ => "—".into(),
        };
        let bad_input = match &lib.report {
            Some(r) if !r.bad_input.is_empty() => r
                .bad_input
                .iter()
                .map(|b| b.handling.token())
                .collect::<Vec<_>>()
                .join(" / "),
            _ => "—".into(),
        };
        let _ = writeln!(
            s,
            "| `{}` ({}) | {} | {} | {} | {} | {} | `{}` |",
            lib.folder,
            go::registry_of(lib.ecosystem()),
            cell(&lib.version().unwrap_or_else(|| "?".into())),
            games_md(lib),
            cell(&verdict),
            findings,
            cell(&bad_input),
            lib.reproduce(args)
        );
    }
    s
}

pub(crate) fn results_md(libs: &[Library], installs: &[Install], args: &ThirdPartyArgs) -> String {
    let mut s = String::from(
        "# Published evaluators through the line protocol\n\n\
         Generated by `cargo xtask third-party` (do not edit): each library below runs behind a\n\
         line-protocol adapter in `third-party/<lib>/` (its header says what the library returns and\n\
         how it is translated; nothing is corrected), pinned in `third-party/requirements.txt` and\n\
         `third-party/js/package-lock.json`. Each was checked with `showdown check`: the shared\n",
    );
    let _ = writeln!(
        s,
        "vectors, then {} over each card count its manifest declares (seed {}){}. A\n\
         finding shows the library's answer on the smallest hand of its kind and what is right.\n",
        args.sizing_text(),
        args.seed,
        if args.sweep.is_empty() {
            String::new()
        } else {
            let counts: Vec<String> = args.sweep.iter().map(|n| n.to_string()).collect();
            format!(
                ", then every hand of {} cards where declared",
                counts.join(", ")
            )
        }
    );
    s.push_str(&table_md(libs, args));
    s.push_str("\n## Throughput (hands/s through the protocol, random hands)\n\n");
    s.push_str("| library | runtime |");
    let counts: Vec<usize> = (1..=7)
        .filter(|n| libs.iter().any(|l| l.spec.cards.counts().any(|c| c == *n)))
        .collect();
    for n in &counts {
        let _ = write!(s, " {n} card{} |", if *n == 1 { "" } else { "s" });
    }
    s.push('\n');
    s.push_str("|---|---|");
    for _ in &counts {
        s.push_str("---:|");
    }
    s.push('\n');
    for lib in libs {
        let _ = write!(s, "| `{}` | {} |", lib.folder, lib.runtime());
        for n in &counts {
            let hps = lib.report.as_ref().and_then(|r| {
                r.sections
                    .iter()
                    .find(|sec| sec.name.starts_with("random") && sec.cards == *n)
                    .map(|sec| thousands(sec.hands_per_second().round() as u64))
            });
            let _ = write!(s, " {} |", hps.unwrap_or_else(|| "—".into()));
        }
        s.push('\n');
    }
    s.push_str("\n## Installs and self-tests\n\n");
    for i in installs {
        let _ = writeln!(
            s,
            "- {}: {}",
            i.ecosystem,
            match &i.outcome {
                Ok(_) => "pinned versions installed".to_string(),
                Err(e) => format!("install FAILED: {e}"),
            }
        );
    }
    for lib in libs {
        let first = lib.self_test.output().lines().next().unwrap_or("");
        let _ = writeln!(
            s,
            "- `{}` self-test: {}{}",
            lib.folder,
            lib.self_test.token(),
            if first.is_empty() {
                String::new()
            } else {
                format!(" — {}", cell(first))
            }
        );
    }
    s
}

/// README.md with the block between the markers replaced, or None when
/// the markers are missing or out of order.
pub(crate) fn splice_readme(readme: &str, block: &str) -> Option<String> {
    let b = readme.find(BEGIN)?;
    let e = readme.find(END)?;
    if e < b {
        return None;
    }
    let mut out = String::with_capacity(readme.len() + block.len());
    out.push_str(&readme[..b + BEGIN.len()]);
    out.push('\n');
    out.push_str(block);
    out.push_str(&readme[e..]);
    Some(out)
}

pub(crate) fn readme_block(rows: &[census::Row]) -> String {
    let s = census::summarize(rows);
    let class = |k: &str| s.by_class.get(k).copied().unwrap_or(0);
    let mut out = String::from(
        "<!-- generated by `cargo xtask third-party`: edit third-party/, not this block -->\n",
    );
    let _ = writeln!(
        out,
        "**The census** ([docs/census.html](docs/census.html), filterable; [docs/census.md](docs/census.md)): \
         {} libraries ({}), {} library × game rows: {} conformant, {} with bugs, {} did not run, {} \
         cannot be installed here; {} of the {} libraries checked are conformant in every game. \
         Findings: {} ({} confirmed by a direct call to the library); of the {} the diagnosis \
         reads, {} explained by a known class, {} by no known class.",
        s.libraries,
        s.by_registry
            .iter()
            .map(|(r, n)| format!("{n} {r}"))
            .collect::<Vec<_>>()
            .join(", "),
        s.rows,
        class("conformant"),
        class("bugs"),
        class("not-run"),
        class("unavailable"),
        s.conformant_libraries,
        s.checked_libraries,
        s.findings_by_kind
            .iter()
            .map(|(k, n)| format!("{k} {n}"))
            .collect::<Vec<_>>()
            .join(", "),
        s.confirmed,
        s.explained + s.unexplained,
        s.explained,
        s.unexplained
    );
    out
}

/// Writes docs/census.md, docs/census.html and the README summary from the
/// stored rows.
pub(crate) fn write_pages(
    root: &Path,
    third: &Path,
    config: &CensusConfig,
    stored: &census::Stored,
) -> Result<(), String> {
    let rows = page_rows(stored, third, config)?;
    let preamble = census::preamble(stored, &config.ci);
    std::fs::write(root.join(CENSUS_MD), census::census_md(&rows, &preamble))
        .map_err(|e| format!("{CENSUS_MD}: {e}"))?;
    std::fs::write(
        root.join(CENSUS_HTML),
        census::census_html(&rows, &census::preamble_html(&preamble)),
    )
    .map_err(|e| format!("{CENSUS_HTML}: {e}"))?;
    eprintln!(
        "third-party: wrote {CENSUS_MD} and {CENSUS_HTML} ({} rows)",
        rows.len()
    );
    let readme_path = root.join("README.md");
    let readme = std::fs::read_to_string(&readme_path).map_err(|e| format!("README.md: {e}"))?;
    match splice_readme(&readme, &readme_block(&rows)) {
        Some(new) if new != readme => {
            std::fs::write(&readme_path, new).map_err(|e| format!("README.md: {e}"))?;
            eprintln!("third-party: rewrote the census summary in README.md");
        }
        Some(_) => eprintln!("third-party: README.md's census summary is current"),
        None => eprintln!(
            "third-party: README.md has no `{BEGIN}` … `{END}` block, so it was left alone. \
             Put the two markers, each on its own line, where the census summary belongs."
        ),
    }
    Ok(())
}

/// `--render`: the pages from the stored rows, nothing checked.
pub(crate) fn render(root: &Path, third: &Path, config: &CensusConfig) -> Result<ExitCode, String> {
    let stored = census::Stored::read(&root.join(CENSUS_JSON))?;
    if stored.rows.is_empty() {
        return Err(format!(
            "{CENSUS_JSON} holds no rows: run `cargo xtask third-party` first"
        ));
    }
    write_pages(root, third, config, &stored)?;
    Ok(ExitCode::SUCCESS)
}
