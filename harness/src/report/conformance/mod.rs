//! `check`'s report: a terminal text (lines of at most 100 columns), JSON
//! and JUnit XML.
//!
//! The text report and the diagnosed causes here; JSON in `json.rs`, JUnit
//! in `junit.rs`, the sentence that says why one hand beats another in
//! `why.rs`.

use super::table::wrap_text;
use super::{Format, Render};
use crate::conformance::{
    ConformanceReport, LeftOut, Problem, Section, StratumReport, SHRUNK_AS_FAR_AS_ALLOWED,
};
use showdown_evaluators::game::Game;
use std::fmt::Write as _;

mod json;
mod junit;
mod summary;
mod why;

pub use summary::{
    file_stem, report_dir, save_full_report, REPORT_DIR_VAR, SUMMARY_LINES, SUMMARY_WIDTH,
};

use why::order_sentence;

impl Render for ConformanceReport {
    const FORMATS: &'static [Format] = &[Format::Text, Format::Json, Format::Junit];
    fn render(&self, format: Format) -> String {
        match format {
            Format::Json => serde_json::to_string_pretty(&self.to_json()).expect("JSON") + "\n",
            Format::Junit => self.to_junit(),
            _ => self.to_text(),
        }
    }
}

impl ConformanceReport {
    /// The report for a terminal.
    pub fn to_text(&self) -> String {
        let mut s = String::new();
        let _ = write!(s, "showdown check: {}", self.evaluator);
        if self.game != Game::default_game() {
            let _ = write!(s, " [{}]", self.game.id);
        }
        if let Some(v) = &self.version {
            let _ = write!(s, " ({v})");
        }
        let _ = writeln!(
            s,
            " — cards {}, {}",
            self.domain,
            if self.order_only {
                "order only (no category: category problems not applicable, order judged)"
            } else if self.strength {
                "category and strength"
            } else {
                "category only"
            }
        );
        if let Some(note) = &self.name_note {
            let _ = writeln!(s, "{}", wrap_text(&format!("  ({note})"), "   "));
        }
        // One line per section within 100 columns: the name, then its
        // figures; a name too long for its column gets a line of its own.
        let figures = |sec: &Section| {
            let skipped = if sec.skipped > 0 {
                format!(", {} skipped", sec.skipped)
            } else {
                String::new()
            };
            format!(
                "{:>9} hands {:>9} right {:<6} {:>7.2} s {:>9.0} hands/s{skipped}",
                sec.hands,
                sec.agreed,
                // A part cut short before its first hand judged nothing.
                match (sec.ok(), sec.hands) {
                    (false, _) => "FAILED",
                    (true, 0) => "none",
                    (true, _) => "ok",
                },
                sec.elapsed.as_secs_f64(),
                sec.hands_per_second()
            )
        };
        const NAME_COLUMN: usize = 34;
        let width = self
            .sections
            .iter()
            .map(|sec| sec.name.chars().count())
            .filter(|&w| w <= NAME_COLUMN)
            .max()
            .unwrap_or(0);
        let _ = writeln!(
            s,
            "  (right: hands with no problem of their own, the category{} right; order is \
             judged across hands)",
            if self.game.is_hi_lo() { " and low" } else { "" }
        );
        for sec in &self.sections {
            if sec.name.chars().count() > width {
                let _ = writeln!(s, "  {}", sec.name);
                let _ = writeln!(s, "  {:width$} {}", "", figures(sec));
            } else {
                let _ = writeln!(s, "  {:<width$} {}", sec.name, figures(sec));
            }
            rate_notes(&mut s, sec);
            strata_text(&mut s, &sec.strata);
        }
        for line in self.left_out_lines() {
            let _ = writeln!(s, "{}", wrap_text(&line, "  "));
        }
        let problems = self.problems();
        if !problems.is_empty() {
            let _ = writeln!(s, "problems (smallest example of each kind):");
            for p in &problems {
                // Wrapped to 100 columns, each bracket kept whole on one line
                // (its spaces unbreakable while wrapping).
                let mut head = format!("  - {} — {} time(s)", p.kind.describe(), p.count);
                let whole = |text: String| text.replace(' ', "\u{a0}");
                if let Some(d) = &p.documented {
                    let _ = write!(head, " {}", whole(format!("[documented: {d}]")));
                }
                if let Some(cause) = self.cause_of(p) {
                    let _ = write!(head, " {}", whole(format!("[cause: {cause}]")));
                }
                let _ = writeln!(s, "{}", wrap_text(&head, "      ").replace('\u{a0}', " "));
                if let Some(why) = order_sentence(self.game, p) {
                    for l in why {
                        let _ = writeln!(s, "      {l}");
                    }
                }
                let cut = if p.shrink_cut {
                    format!(", {SHRUNK_AS_FAR_AS_ALLOWED}")
                } else {
                    String::new()
                };
                if let Some(from) = &p.shrunk_from {
                    let line = format!(
                        "      (shrunk from `{}`: the fewest cards, then the lowest ranks, with the same problem{cut})",
                        showdown_evaluators::games::format_joined(self.game, from)
                    );
                    let _ = writeln!(s, "{}", wrap_text(&line, "       "));
                } else if p.shrink_cut {
                    let line = format!(
                        "      ({SHRUNK_AS_FAR_AS_ALLOWED}: not at all, the hand as found)"
                    );
                    let _ = writeln!(s, "{}", wrap_text(&line, "       "));
                }
                for h in &p.example {
                    if h.got.is_empty() && h.expected.is_empty() {
                        let _ = writeln!(
                            s,
                            "      {}",
                            showdown_evaluators::games::format_joined(self.game, &h.cards)
                        );
                        continue;
                    }
                    let line = format!(
                        "      {:<22} says `{}`; right: {}",
                        showdown_evaluators::games::format_joined(self.game, &h.cards),
                        h.got,
                        expected_shown(self.game, h)
                    );
                    let _ = writeln!(s, "{}", wrap_text(&line, "        "));
                    if !h.stderr.trim().is_empty() {
                        let _ = writeln!(s, "      stderr:");
                        for line in h
                            .stderr
                            .trim_end()
                            .lines()
                            .rev()
                            .take(10)
                            .collect::<Vec<_>>()
                            .into_iter()
                            .rev()
                        {
                            let _ = writeln!(
                                s,
                                "        | {}",
                                crate::external::process::shorten(line)
                            );
                        }
                    }
                }
                if let Some(h) = &p.history {
                    for l in history_lines(self.game, p, h) {
                        let _ = writeln!(s, "{}", wrap_text(&format!("      {l}"), "        "));
                    }
                }
            }
        }
        if let Some(d) = &self.diagnosis {
            s.push_str(&d.to_text());
        }
        // A probe not run (the budget was spent) tells the reader nothing
        // to do: one line at most, and only where bad input counts.
        let (not_run, seen): (Vec<_>, Vec<_>) = self
            .bad_input
            .iter()
            .partition(|b| matches!(b.handling, crate::external::Handling::NotRun(_)));
        if !seen.is_empty() {
            let _ = writeln!(
                s,
                "bad input ({}):",
                if self.strict_input {
                    "--strict-input: counts against the verdict"
                } else {
                    "informational; --strict-input makes it count"
                }
            );
            for b in &seen {
                let head = format!(
                    "  {:<26} {:<15} `{}` → ",
                    b.probe,
                    b.handling.token(),
                    showdown_evaluators::card::shorten_for_message(&b.input, 40),
                );
                // The detail on the same line where it fits 100 columns,
                // else wrapped on the lines below.
                let detail = showdown_evaluators::card::shorten_for_message(
                    b.handling.detail(),
                    showdown_evaluators::card::QUOTE_MAX * 3,
                );
                if head.chars().count() + detail.chars().count() <= 100 {
                    let _ = writeln!(s, "{head}{detail}");
                } else {
                    let _ = writeln!(s, "{}", head.trim_end());
                    let _ = writeln!(s, "{}", wrap_text(&format!("      {detail}"), "      "));
                }
            }
        }
        if self.strict_input && !not_run.is_empty() {
            let _ = writeln!(
                s,
                "bad input: {} probe(s) not run, the time budget was spent (a larger --budget-s runs them)",
                not_run.len()
            );
        }
        for e in &self.vector_errors {
            let _ = writeln!(s, "vector load error: {e}");
        }
        if let Some(c) = &self.coverage {
            for line in c.lines() {
                let _ = writeln!(s, "{line}");
            }
        }
        for i in self.incidents.iter().chain(&self.notes) {
            let _ = writeln!(s, "{}", wrap_text(&format!("note: {i}"), "  "));
        }
        // The budget spent is how a default check ends (the coverage says
        // what it covered): no line for a conformant one. Any other stop,
        // and a budget that cut a failing check short, is said.
        if let Some(g) = self
            .given_up
            .as_ref()
            .filter(|g| g.reason != crate::external::StopReason::Budget || !self.conformant())
        {
            let _ = writeln!(s, "{}", wrap_text(&format!("stopped: {g}"), "  "));
        }
        let _ = writeln!(s, "verdict: {}", self.verdict_line());
        s
    }

    /// One line for each default card count left out (the program refused
    /// every hand of it asked).
    pub fn left_out_lines(&self) -> Vec<String> {
        self.left_out.iter().map(LeftOut::line).collect()
    }

    /// The diagnosed cause of a kind of problem (class ids joined by ` + `).
    pub fn cause_of(&self, p: &Problem) -> Option<String> {
        let symptom = p.kind.symptom()?;
        self.diagnosis
            .as_ref()?
            .causes
            .iter()
            .find(|c| c.symptoms.iter().any(|(s, _)| *s == symptom))
            .map(|c| c.name())
    }
}

/// The reference's verdict on an example's hand as the report shows it:
/// the category and the five cards it stands for (`flush: Ah Kh 9h 7h 2h`)
/// instead of the reference's internal strength, which has no scale a
/// reader knows.
pub(crate) fn expected_shown(game: &'static Game, h: &crate::conformance::HandExample) -> String {
    let Some((category, rest)) = h.expected.split_once(" (reference strength ") else {
        return h.expected.clone();
    };
    if !rest.ends_with(')') {
        return h.expected.clone();
    }
    match showdown_evaluators::games::reference_for(game).best_five(&h.cards) {
        Some(mut five) if five.len() == 5 && five.len() < h.cards.len() => {
            if let Some(c) = showdown_evaluators::Category::from_token(category) {
                showdown_evaluators::reference::order_by_significance(&mut five, c);
            }
            format!(
                "{category} ({})",
                showdown_evaluators::card::format_cards(&five)
            )
        }
        _ => category.to_string(),
    }
}

/// What a part's rate counts, where it is not plain: a sweep up to
/// renaming suits asks fewer hands than it judges (both rates shown), and
/// the vectors' rate leaves out the time to the first answer.
fn rate_notes(s: &mut String, sec: &Section) {
    if sec.asked != sec.hands {
        let _ = writeln!(
            s,
            "    {} hands asked, {:.0}/s; each stands for its suit renamings, \
             which hands/s counts",
            crate::numbers::thousands(sec.asked),
            sec.asked_per_second()
        );
    }
    if let Some(first) = sec.startup {
        let _ = writeln!(
            s,
            "    first answer after {:.2} s (the program's start-up), left out of hands/s",
            first.as_secs_f64()
        );
    }
}

/// The strata of a random part, for the text report (lines of at most 100
/// columns): their hands, then each stratum that found problems.
fn strata_text(s: &mut String, strata: &[StratumReport]) {
    let Some(uniform) = strata.first().filter(|_| strata.len() > 1) else {
        return;
    };
    let share = strata.get(1).map_or(0, |t| t.hands);
    let mut line = format!(
        "    strata: {} {}",
        uniform.id,
        crate::numbers::thousands(uniform.hands)
    );
    if strata.len() > 1 {
        let _ = write!(line, "; {} each:", crate::numbers::thousands(share));
    }
    for t in &strata[1..] {
        let word = if t.hands == share {
            format!(" {}", t.id)
        } else {
            format!(" {} ({})", t.id, crate::numbers::thousands(t.hands))
        };
        if line.chars().count() + word.chars().count() > 100 {
            let _ = writeln!(s, "{line}");
            line = "     ".to_string();
        }
        line.push_str(&word);
    }
    let _ = writeln!(s, "{line}");
    for t in strata.iter().filter(|t| !t.problems.is_empty()) {
        let line = format!(
            "    FAILED in {} ({} hands): {}",
            t.id,
            crate::numbers::thousands(t.hands),
            t.summary()
        );
        let line: String = if line.chars().count() > 100 {
            line.chars().take(99).chain(['…']).collect()
        } else {
            line
        };
        let _ = writeln!(s, "{line}");
    }
}

/// What a fresh copy of the program said of an example's hand, when it
/// said otherwise: the answer alone, and the sequence that brings the
/// check's answer again.
pub(crate) fn history_lines(
    game: &'static Game,
    p: &Problem,
    h: &crate::conformance::HistoryDependence,
) -> Vec<String> {
    let hand = p
        .example
        .get(h.hand)
        .map(|e| showdown_evaluators::games::format_joined(game, &e.cards))
        .unwrap_or_default();
    let asked = if h.asked_alone {
        "asked alone of a fresh copy"
    } else {
        "asked of a fresh copy after the other kinds' examples"
    };
    let mut lines = vec![format!(
        "the answer depends on what was asked before (a cache, a shared buffer, state between \
         calls): {asked}, `{hand}` says `{}`",
        h.alone
    )];
    match &h.before {
        Some(before) => {
            lines.push(format!(
                "to reproduce, ask a fresh copy these {} hand(s), then `{hand}` (it says `{}`):",
                before.len(),
                h.after
            ));
            for b in before {
                lines.push(format!(
                    "  {:<22} says `{}`",
                    showdown_evaluators::games::format_joined(game, &b.cards),
                    b.got
                ));
            }
        }
        None => lines.push(
            "(the hands asked before it were not found again: the sequence is not shown)".into(),
        ),
    }
    lines
}
