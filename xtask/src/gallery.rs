//! The evaluator gallery and the pitfall tour, generated from the code:
//! `docs/gallery/<port>.md` (one page per port, from its doc comment, its
//! deviation classes and the committed sweeps), `docs/gallery/README.md`
//! (the comparison page) and `docs/pitfalls.md`.
//!
//! `cargo xtask gallery --write` regenerates everything, including the search
//! for each deviation class's witness hand (`docs/gallery/witnesses.toml`);
//! `cargo xtask gallery` (without `--write`) only checks that the committed
//! files are current, as `xtask/tests/it/gallery_current.rs` does in
//! `cargo test`. Nothing here sweeps hands in a check: frequencies come from
//! the committed sweep reports ([`figures`]).

pub mod bug_classes;
pub mod comparison;
pub mod doc_comment;
pub mod figures;
pub mod pitfalls;
pub mod port_page;
pub mod summary;
pub mod witness;

use doc_comment::{workspace_root, DocComment};
use figures::Figures;
use showdown_evaluators::card::parse_hand;
use showdown_evaluators::evaluator::Evaluator;
use showdown_evaluators::registry;
use std::collections::BTreeMap;
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;
use witness::{Witness, WITNESSES_FILE};

/// The command that regenerates the committed files.
pub const REGENERATE: &str = "cargo run --release -p xtask -- gallery --write (or, when no \
     deviation class or witness changed, the quicker `cargo xtask gallery --write --keep-witnesses`)";

/// `cargo xtask gallery [--write]`.
#[derive(clap::Args, Debug)]
pub struct GalleryArgs {
    /// Regenerate the committed pages (and search the witness hands again).
    #[arg(long)]
    pub write: bool,
    /// With `--write`: keep the committed witness hands, only re-render.
    #[arg(long, requires = "write")]
    pub keep_witnesses: bool,
    /// With `--write`: also sweep every hand of 5, 6 and 7 cards through
    /// every evaluator in its domain (release mode; minutes) and store the
    /// reports in `docs/gallery/sweep-N.json`.
    #[arg(long, requires = "write")]
    pub sweep: bool,
    /// With `--write`: also time every evaluator on the same sample of hands
    /// (release mode) and store `docs/gallery/speed.json`.
    #[arg(long, requires = "write")]
    pub speed: bool,
}

/// Sweeps all hands of 5, 6 and 7 cards through every evaluator in its
/// domain and writes the JSON reports the comparison page reads.
pub fn write_sweeps(root: &Path) -> Result<(), String> {
    use showdown_harness::engine::judge::Subject;
    use showdown_harness::sweep::{self, HoleOrder, SweepOptions};
    for n in 5..=7 {
        let subjects: Vec<Subject> = Subject::all_ports()
            .into_iter()
            .filter(|s| s.domain().contains(n))
            .collect();
        let result = sweep::run(SweepOptions {
            // Exact per-hand counts and the smallest examples of every hand.
            every_hand: true,
            cards: n,
            subjects,
            hole_order: HoleOrder::Canonical,
            progress: std::sync::Arc::new(showdown_harness::progress::Silent),
        });
        let rel = format!("{}/sweep-{n}.json", figures::FIGURES_DIR);
        let text = serde_json::to_string_pretty(&showdown_harness::report::sweep::json(&result))
            .expect("a sweep report serializes");
        std::fs::write(root.join(&rel), text + "\n")
            .map_err(|e| format!("{rel}: cannot write: {e}"))?;
        println!("wrote {rel} ({:.1?})", result.wall);
    }
    Ok(())
}

/// Every evaluator the gallery shows: the registry without the reference.
pub fn evaluators() -> Vec<Arc<dyn Evaluator>> {
    registry::all()
        .into_iter()
        .filter(|e| e.name() != "reference")
        .collect()
}

/// The ports (evaluators that are not lifts).
pub fn ports(evaluators: &[Arc<dyn Evaluator>]) -> Vec<Arc<dyn Evaluator>> {
    evaluators
        .iter()
        .filter(|e| !e.name().ends_with("+lift"))
        .cloned()
        .collect()
}

/// The generated files, `(path relative to the workspace root, contents)`,
/// from the given witnesses and the committed figures.
pub fn render_all(witnesses: &[Witness]) -> Result<Vec<(String, String)>, String> {
    let root = workspace_root();
    let figures = Figures::load(&root)?;
    let evaluators = evaluators();
    let mut docs = BTreeMap::new();
    for p in ports(&evaluators) {
        docs.insert(p.name().to_string(), DocComment::of_port(p.name())?);
    }
    let mut files = Vec::new();
    for p in ports(&evaluators) {
        let lift_name = format!("{}+lift", p.name());
        let lift = evaluators.iter().find(|e| e.name() == lift_name);
        let page = port_page::render(&port_page::PortInput {
            port: &p,
            lift,
            doc: &docs[p.name()],
            witnesses,
            figures: &figures,
        });
        files.push((
            format!("docs/gallery/{}", doc_comment::page_file(p.name())),
            page,
        ));
    }
    files.push((
        "docs/gallery/README.md".into(),
        comparison::render(&evaluators, &docs, &figures, witnesses),
    ));
    files.push(("docs/pitfalls.md".into(), pitfalls::render(&evaluators)));
    files.push(("docs/bug-classes.md".into(), bug_classes::render()));
    files.push((WITNESSES_FILE.into(), witness::to_toml(witnesses)));
    let rows = summary::rows(&evaluators, &figures)?;
    files.push((
        showdown_harness::report::gallery_links::SUMMARY_FILE.into(),
        format!(
            "{}\n",
            serde_json::to_string_pretty(&rows).map_err(|e| e.to_string())?
        ),
    ));
    Ok(files)
}

/// The committed witnesses.
pub fn committed_witnesses(root: &Path) -> Result<Vec<Witness>, String> {
    let path = root.join(WITNESSES_FILE);
    let text = std::fs::read_to_string(&path)
        .map_err(|e| format!("{WITNESSES_FILE}: cannot read: {e} (run `{REGENERATE}`)"))?;
    witness::load(&text, WITNESSES_FILE)
}

/// Searches every class's witness afresh.
pub fn search_witnesses(progress: bool) -> Vec<Witness> {
    let mut all = Vec::new();
    for e in evaluators() {
        let start = std::time::Instant::now();
        let found = witness::search(&e);
        if progress {
            eprintln!(
                "witnesses for {}: {} of {} classes in {:.1?}",
                e.name(),
                found.iter().filter(|w| w.found()).count(),
                found.len(),
                start.elapsed()
            );
        }
        all.extend(found);
    }
    all
}

/// Problems with the committed witnesses: a class with no entry, an entry
/// for a class that no longer exists, or a hand that does not show its class
/// in `showdown explain`.
pub fn witness_problems(witnesses: &[Witness]) -> Vec<String> {
    let mut problems = Vec::new();
    let evaluators = evaluators();
    for e in &evaluators {
        for d in witness::classes(&**e) {
            if !witnesses
                .iter()
                .any(|w| w.evaluator == e.name() && w.class == d.id)
            {
                problems.push(format!("{} / {}: no witness entry", e.name(), d.id));
            }
        }
    }
    for w in witnesses {
        let Some(e) = evaluators.iter().find(|e| e.name() == w.evaluator) else {
            problems.push(format!("{}: no such evaluator", w.evaluator));
            continue;
        };
        if !witness::classes(&**e).iter().any(|d| d.id == w.class) {
            problems.push(format!("{} / {}: no such class", w.evaluator, w.class));
            continue;
        }
        if !w.found() {
            continue;
        }
        let cards = parse_hand(&w.hand).expect("checked on load");
        if e.domain().contains(cards.len()) != w.in_domain {
            problems.push(format!(
                "{} / {}: `{}` is marked {} its domain",
                w.evaluator,
                w.class,
                w.hand,
                if w.in_domain { "inside" } else { "outside" }
            ));
        }
        if let Some(r) = &w.rival {
            let rival = parse_hand(r).map_err(|err| err.to_string());
            match rival {
                Ok(rival) if witness::rival_reproduces(e, &cards, &rival) => {}
                Ok(_) => problems.push(format!(
                    "{} / {}: `{}` no longer shows the two hands misordered",
                    w.evaluator,
                    w.class,
                    w.command()
                )),
                Err(err) => {
                    problems.push(format!("{} / {}: rival `{r}`: {err}", w.evaluator, w.class))
                }
            }
        }
        if !witness::reproduces(e, &cards, &w.class) {
            problems.push(format!(
                "{} / {}: `{}` no longer shows this deviation",
                w.evaluator,
                w.class,
                w.command()
            ));
        }
    }
    problems
}

/// The committed files that differ from what the code generates now.
pub fn stale_files() -> Result<Vec<String>, String> {
    let root = workspace_root();
    let witnesses = committed_witnesses(&root)?;
    let mut stale = Vec::new();
    for (path, text) in render_all(&witnesses)? {
        let committed = std::fs::read_to_string(root.join(&path)).unwrap_or_default();
        if committed != text {
            stale.push(path);
        }
    }
    Ok(stale)
}

/// Runs `cargo xtask gallery`.
pub fn run(args: GalleryArgs) -> Result<ExitCode, String> {
    let root = workspace_root();
    if !args.write {
        let mut problems = committed_witnesses(&root).map(|w| witness_problems(&w))?;
        problems.extend(
            stale_files()?
                .into_iter()
                .map(|f| format!("{f}: not current")),
        );
        if problems.is_empty() {
            println!("the gallery and the pitfall tour are current");
            return Ok(ExitCode::SUCCESS);
        }
        for p in &problems {
            println!("{p}");
        }
        println!("regenerate with: {REGENERATE}");
        return Ok(ExitCode::FAILURE);
    }
    if args.sweep {
        write_sweeps(&root)?;
    }
    if args.speed {
        let speed = figures::measure_speed(&registry::all());
        let text = serde_json::to_string_pretty(&speed).expect("speeds serialize");
        std::fs::write(root.join(figures::SPEED_FILE), text + "\n")
            .map_err(|e| format!("{}: cannot write: {e}", figures::SPEED_FILE))?;
        println!("wrote {}", figures::SPEED_FILE);
    }
    let witnesses = if args.keep_witnesses {
        committed_witnesses(&root)?
    } else {
        search_witnesses(true)
    };
    for (path, text) in render_all(&witnesses)? {
        let full = root.join(&path);
        if let Some(dir) = full.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        std::fs::write(&full, text).map_err(|e| format!("{path}: cannot write: {e}"))?;
        println!("wrote {path}");
    }
    // A lift's inherited class with no witness is expected (it claims no
    // five-card hand); a port's own class without one is not.
    let missing: Vec<&Witness> = witnesses
        .iter()
        .filter(|w| !w.found() && !w.evaluator.ends_with("+lift"))
        .collect();
    for w in &missing {
        println!(
            "warning: no witness hand found for {} / {}",
            w.evaluator, w.class
        );
    }
    Ok(ExitCode::SUCCESS)
}
