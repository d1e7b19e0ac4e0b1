use super::*;

/// Every PyPI and npm row of the stored census shows the version its
/// library is pinned at (two npm libraries showed `?`: their package.json
/// is not exported, so the adapter could not read it).
#[test]
fn every_census_row_shows_its_pinned_version() {
    let root = root();
    let third = root.join("third-party");
    let stored = census::Stored::read(&root.join(CENSUS_JSON)).unwrap();
    let mut checked = 0;
    for row in &stored.rows {
        let js = match row.registry.as_str() {
            "npm" => true,
            "PyPI" => false,
            _ => continue,
        };
        // A C++ row is pinned by its source.toml (a PyPI source package).
        let source = third.join(&row.subject);
        let pin = if source.join("source.toml").is_file() {
            cpp::read_source(&source).ok().map(|s| s.version)
        } else {
            pinned_version(&third, js, &row.library)
        };
        assert_eq!(
            Some(&row.version),
            pin.as_ref(),
            "{} ({}) shows version {}, pinned {pin:?}",
            row.subject,
            row.registry,
            row.version
        );
        checked += 1;
    }
    assert!(checked > 60, "only {checked} rows");
    assert_eq!(
        pinned_version(&third, true, "@pokertools/evaluator").as_deref(),
        Some("1.0.20")
    );
    assert_eq!(
        pinned_version(&third, false, "Treys").as_deref(),
        Some("0.1.8")
    );
    assert_eq!(pinned_version(&third, false, "no-such-library"), None);
}

/// An adapter's decision from census.toml's `[decided]` reaches its
/// row's notes; one for a folder with no row is an error; the stored
/// census's own `[decided]` names only rows it has.
#[test]
fn what_an_adapter_decided_is_in_its_rows_notes() {
    let root = root();
    let third = root.join("third-party");
    let stored = census::Stored::read(&root.join(CENSUS_JSON)).unwrap();
    let config = census_config(&third).unwrap();
    assert!(config.decided.contains_key("clubs-short-deck"));
    let rows = page_rows(&stored, &third, &config).unwrap();
    for (folder, decision) in &config.decided {
        let row = rows.iter().find(|r| r.subject == *folder).unwrap();
        assert!(
            row.note.contains(decision.as_str()),
            "{folder}: {}",
            row.note
        );
    }
    let mut wrong = CensusConfig::default();
    wrong.decided.insert("no-such-adapter".into(), "x".into());
    let err = page_rows(&stored, &third, &wrong).unwrap_err();
    assert!(
        err.contains("`no-such-adapter`, which has no census row"),
        "{err}"
    );
}

/// `cargo xtask third-party ARGS` as clap reads it.
fn parse(args: &[&str]) -> ThirdPartyArgs {
    #[derive(clap::Parser)]
    struct Cli {
        #[command(flatten)]
        args: ThirdPartyArgs,
    }
    <Cli as clap::Parser>::try_parse_from(
        std::iter::once("third-party").chain(args.iter().copied()),
    )
    .unwrap()
    .args
}

/// Each row is checked within the budget by default (no fixed caps);
/// `--random N` asks exactly N, without a budget; the reproducing
/// command names whichever differs from `showdown check`'s default.
#[test]
fn rows_are_checked_within_the_budget_unless_random_is_given() {
    let default = parse(&[]);
    let opts = default.check_options();
    assert_eq!(opts.budget, Some(Duration::from_secs(DEFAULT_BUDGET_S)));
    assert_eq!(opts.random, CheckOptions::default().random);
    assert_eq!(default.sizing_flags(), "");
    let longer = parse(&["--budget-s", "40"]);
    assert_eq!(longer.check_options().budget, Some(Duration::from_secs(40)));
    assert_eq!(longer.sizing_flags(), " --budget-s 40");
    let exact = parse(&["--random", "2000", "--seed", "7"]);
    let opts = exact.check_options();
    assert_eq!((opts.budget, opts.random, opts.seed), (None, 2000, 7));
    assert_eq!(exact.sizing_flags(), " --random 2000 --seed 7");
}

#[test]
fn the_readme_block_is_replaced_between_the_markers_only() {
    let readme = format!("a\n{BEGIN}\nold\n{END}\nb\n");
    let new = splice_readme(&readme, "new\n").unwrap();
    assert_eq!(new, format!("a\n{BEGIN}\nnew\n{END}\nb\n"));
    assert_eq!(splice_readme(&new, "new\n").unwrap(), new);
    assert!(splice_readme("no markers", "x").is_none());
    assert!(splice_readme(&format!("{END}\n{BEGIN}"), "x").is_none());
}

#[test]
fn cells_escape_pipes_and_categories_lose_the_reference_strength() {
    assert_eq!(cell("a|b\nc"), "a\\|b c");
    assert_eq!(category_part("flush (reference strength 123)"), "flush");
}
