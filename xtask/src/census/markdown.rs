//! `docs/census.md`, the census page in Markdown: the summary, the
//! preamble (how the rows were made) and the table of rows.

use super::*;

pub(crate) fn cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

pub(crate) fn hps(r: &Row) -> String {
    r.hands_per_second
        .map(|h| showdown_harness::numbers::thousands(h.round() as u64))
        .unwrap_or_else(|| "—".into())
}

pub(crate) fn finding_text(f: &Finding) -> String {
    let hands: Vec<String> = f
        .hands
        .iter()
        .map(|(h, got)| format!("`{h}` → `{got}`"))
        .collect();
    let mut s = format!(
        "{} ({}×): {}; right: {}",
        f.describe,
        showdown_harness::numbers::thousands(f.count),
        hands.join(", "),
        f.expected
    );
    match &f.diagnosis {
        Some(d) => {
            let _ = write!(s, "; diagnosis: {}", d.markdown());
        }
        None => s.push_str("; diagnosis: — (not a kind the diagnosis reads)"),
    }
    s
}

pub(crate) fn summary_md(s: &Summary) -> String {
    let class = |k: &str| s.by_class.get(k).copied().unwrap_or(0);
    let mut out = format!(
        "**{} libraries** ({}; by language: {}), **{} library × game rows**: {} conformant, {} with \
         bugs, {} did not run, {} cannot be installed here. Of the {} libraries checked, **{} {} \
         conformant** in every game they were checked in.\n\n",
        s.libraries,
        s.by_registry
            .iter()
            .map(|(r, n)| format!("{n} {r}"))
            .collect::<Vec<_>>()
            .join(", "),
        s.by_language
            .iter()
            .map(|(l, n)| format!("{n} {l}"))
            .collect::<Vec<_>>()
            .join(", "),
        s.rows,
        class("conformant"),
        class("bugs"),
        class("not-run"),
        class("unavailable"),
        s.checked_libraries,
        s.conformant_libraries,
        if s.conformant_libraries == 1 { "is" } else { "are" }
    );
    if !s.findings_by_kind.is_empty() {
        let kinds: Vec<String> = s
            .findings_by_kind
            .iter()
            .map(|(k, n)| format!("{k} {n}"))
            .collect();
        let _ = writeln!(
            out,
            "Findings by kind: {} ({} confirmed by a direct call to the library, {} not). {}\n",
            kinds.join(", "),
            s.confirmed,
            s.unconfirmed,
            s.diagnosed()
        );
    }
    out
}

/// What the page says about how its rows were made (Markdown): the method,
/// the whole run's command and wall time, the re-checks since, and what CI
/// runs.
pub fn preamble(stored: &Stored, ci: &[String]) -> String {
    let mut s = String::new();
    let (seed, random, budget) = stored
        .run
        .as_ref()
        .map_or((0x5EED, 10_000, None), |r| (r.seed, r.random, r.budget_s));
    let sized = match budget {
        Some(b) => format!(
            "random rounds over every stratum of every card count and deal shape until a budget of \
             {b} s per row is spent (a fast library gets many more hands, and every 5-card hand where \
             they fit the budget, said in its verdict; a slow one every stratum still)"
        ),
        None => format!(
            "{} random hands per count, fewer for the slowest adapters",
            showdown_harness::numbers::thousands(random)
        ),
    };
    let _ = writeln!(
        s,
        "Each row is one library in one game, checked with `showdown check`: the shared vectors of \
         the game, then random hands of each card count it declares (seed {seed}; {sized}), \
         uniform and by stratum. PyPI and npm libraries run behind the line-protocol adapters of `third-party/` \
         (each self-tests its card conversion on known hands first), crates in process \
         (`crate-*`). \"Bad input\" is how a duplicate card, an unknown card and one card too many \
         were handled. An order-only library (a strength without a category) is judged on order \
         alone and its verdict says so. A finding is \"confirmed\" only where the library's own \
         `confirm.py` / `confirm.js` reproduces it by a direct call; its diagnosis names the known \
         bug classes whose models explain it, with their lessons, or \"no known class\".\n"
    );
    if let Some(r) = &stored.run {
        let _ = writeln!(
            s,
            "**The whole run**: `{}`, started {} UTC, took **{}** (wall time) on a {}-CPU machine \
             shared with other jobs (one-minute load average before each library: least {:.1}, \
             mean {:.1}, most {:.1}); the hands/s column is measured under that load.\n",
            r.command,
            r.started,
            duration_text(r.seconds),
            r.cpus,
            r.load[0],
            r.load[1],
            r.load[2]
        );
    }
    for f in &stored.refreshed {
        let _ = writeln!(
            s,
            "- Re-checked since: `{}` ({} UTC, {}): {}.",
            f.command,
            f.started,
            duration_text(f.seconds),
            f.subjects.join(", ")
        );
    }
    if !stored.refreshed.is_empty() {
        s.push('\n');
    }
    if !ci.is_empty() {
        let _ = writeln!(
            s,
            "CI (`.ci/run`) does not run the whole census: it checks the pinned subset `ci` of \
             `third-party/census.toml` with `cargo xtask third-party --ci` ({} adapters: {}), which \
             leaves this page alone.\n",
            ci.len(),
            ci.join(", ")
        );
    }
    s
}

/// What the committed screenshots of the HTML page show.
pub(crate) const SCREENSHOTS_MD: &str = "\n## The HTML page in a browser\n\n\
[census.html](census.html) is one self-contained file (inline CSS and JavaScript, no requests) with \
filters by game, verdict and library name, kept in the address (`census.html#game=omaha&verdict=bugs`) \
so a filtered view can be linked. `python3 third-party/common/check_census_page.py --screenshots \
docs/census-screenshots` loads it in headless Chromium, checks that every game and verdict filter \
shows exactly the rows it should (and says how many), and takes these screenshots:\n\n\
- [census-1280.png](census-screenshots/census-1280.png): 1,280 pixels wide, the top of the page: the \
summary figures, the filters and the first rows of the table.\n\
- [census-1280-bugs.png](census-screenshots/census-1280-bugs.png): the same width filtered to the rows \
with bugs (`#verdict=bugs`): each finding with its smallest hand, its confirmation and its diagnosis \
(a long list folds after three).\n\
- [census-390.png](census-screenshots/census-390.png): 390 pixels wide (a phone): each row becomes a \
card of its non-empty fields, the filters wrap above the list.\n";

/// `docs/census.md`.
pub fn census_md(rows: &[Row], preamble: &str) -> String {
    let s = summarize(rows);
    let mut out = String::from("# The census: published hand evaluators, checked\n\n");
    out.push_str(
        "Generated by `cargo xtask third-party` (do not edit). The same page with filters: \
         [census.html](census.html).\n\n",
    );
    out.push_str(&summary_md(&s));
    out.push_str(preamble);
    out.push_str(
        "\n| library | registry | version | language | game, cards | answers | verdict | findings (smallest hand; confirmation) | bad input (duplicate / unknown / too many) | hands/s | re-check |\n\
         |---|---|---|---|---|---|---|---|---|---:|---|\n",
    );
    for r in rows {
        let findings = if r.findings.is_empty() {
            "—".to_string()
        } else {
            r.findings
                .iter()
                .map(|f| format!("**{}** {}", f.confirmation.token(), cell(&finding_text(f))))
                .collect::<Vec<_>>()
                .join("<br>")
        };
        let mut answers = r.answers.clone();
        if !r.note.is_empty() {
            let _ = write!(answers, " ({})", r.note);
        }
        let _ = writeln!(
            out,
            "| `{}` | {} | {} | {} | {}{} | {} | {} | {} | {} | {} | {} |",
            cell(&r.library),
            r.registry,
            cell(&r.version),
            cell(&r.language),
            cell(&r.game),
            if r.cards == "—" {
                String::new()
            } else {
                format!(", {}", r.cards)
            },
            cell(&answers),
            cell(&r.verdict),
            findings,
            cell(&r.bad_input),
            hps(r),
            if r.reproduce.is_empty() {
                "—".into()
            } else {
                format!("`{}`", r.reproduce)
            }
        );
    }
    out.push_str(SCREENSHOTS_MD);
    let confirmed: Vec<(&Row, &Finding)> = rows
        .iter()
        .flat_map(|r| r.findings.iter().map(move |f| (r, f)))
        .collect();
    if !confirmed.is_empty() {
        out.push_str("\n## The direct calls\n\n");
        out.push_str(
            "Each finding's hands given to the library's own confirmation script \
             (`third-party/<folder>/confirm.js` or `confirm.py`, which calls the library without the \
             adapter): `hand => what the library returns => the answer it makes`.\n\n",
        );
        for (r, f) in confirmed {
            let _ = writeln!(
                out,
                "- `{}` ({}), {}: {}",
                r.subject,
                r.game,
                f.describe,
                match &f.confirmation {
                    Confirmation::Confirmed(lines) => format!(
                        "confirmed: {}",
                        lines
                            .iter()
                            .map(|l| format!("`{}`", l.replace('`', "'")))
                            .collect::<Vec<_>>()
                            .join("; ")
                    ),
                    Confirmation::Unconfirmed(why) => format!("NOT confirmed: {why}"),
                }
            );
        }
    }
    out
}
