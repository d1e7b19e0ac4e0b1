//! `check`'s report: a terminal text (lines of at most 100 columns), JSON
//! and JUnit XML.

use super::{Format, Render};
use crate::check::{ConformanceReport, Problem, ProblemKind, Section, StratumReport};
use crate::report::junit::xml;
use serde_json::{json, Value};
use showdown_evaluators::game::Game;
use std::fmt::Write as _;

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
        let problems = self.problems();
        if !problems.is_empty() {
            let _ = writeln!(s, "problems (smallest example of each kind):");
            for p in &problems {
                let _ = write!(s, "  - {} — {} time(s)", p.kind.describe(), p.count);
                if let Some(d) = &p.documented {
                    let _ = write!(s, " [documented: {d}]");
                }
                if let Some(cause) = self.cause_of(p) {
                    let _ = write!(s, " [cause: {cause}]");
                }
                let _ = writeln!(s);
                if let Some(why) = order_sentence(self.game, p) {
                    for l in why {
                        let _ = writeln!(s, "      {l}");
                    }
                }
                if let Some(from) = &p.shrunk_from {
                    let _ = writeln!(
                        s,
                        "      (shrunk from `{}`: the fewest cards, then the lowest ranks, with the same problem)",
                        showdown_evaluators::games::format_joined(self.game, from)
                    );
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
                    let _ = writeln!(
                        s,
                        "      {:<22} says `{}`; right: {}",
                        showdown_evaluators::games::format_joined(self.game, &h.cards),
                        h.got,
                        h.expected
                    );
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
            }
        }
        if let Some(d) = &self.diagnosis {
            s.push_str(&d.to_text());
        }
        if !self.bad_input.is_empty() {
            let _ = writeln!(
                s,
                "bad input ({}):",
                if self.strict_input {
                    "--strict-input: counts against the verdict"
                } else {
                    "informational; --strict-input makes it count"
                }
            );
            for b in &self.bad_input {
                let head = format!(
                    "  {:<26} {:<15} `{}` → ",
                    b.probe,
                    b.handling.token(),
                    showdown_evaluators::card::shorten_for_message(&b.input, 40),
                );
                // The detail takes what is left of 100 columns (at least 20).
                let room = 100usize.saturating_sub(head.chars().count()).max(20);
                let _ = writeln!(
                    s,
                    "{head}{}",
                    showdown_evaluators::card::shorten_for_message(b.handling.detail(), room)
                );
            }
        }
        for e in &self.vector_errors {
            let _ = writeln!(s, "vector load error: {e}");
        }
        if let Some(b) = &self.budget {
            for line in b.lines() {
                let _ = writeln!(s, "{line}");
            }
        }
        for i in self.incidents.iter().chain(&self.notes) {
            let _ = writeln!(s, "note: {i}");
        }
        if let Some(g) = &self.given_up {
            let _ = writeln!(s, "stopped: {g}");
        }
        let _ = writeln!(s, "verdict: {}", self.verdict_line());
        s
    }

    /// The diagnosed cause of a kind of problem (class ids joined by ` + `).
    pub fn cause_of(&self, p: &Problem) -> Option<String> {
        use crate::diagnose::Symptom;
        let symptom = match p.kind {
            ProblemKind::Category { expected, got } => Symptom::Category { expected, got },
            ProblemKind::Order | ProblemKind::Merged | ProblemKind::Split => Symptom::Order,
            ProblemKind::Low(_) => Symptom::Low,
            ProblemKind::LowOrder | ProblemKind::LowMerged | ProblemKind::LowSplit => {
                Symptom::LowOrder
            }
            _ => return None,
        };
        self.diagnosis
            .as_ref()?
            .causes
            .iter()
            .find(|c| c.symptoms.iter().any(|(s, _)| *s == symptom))
            .map(|c| c.name())
    }

    /// The report as JSON.
    pub fn to_json(&self) -> Value {
        let problem = |p: &Problem| {
            json!({
                "kind": p.kind.token(),
                "description": p.kind.describe(),
                "cause": self.cause_of(p),
                "why": order_sentence(self.game, p).map(|l| l.join(" ")),
                "count": p.count,
                "documented": p.documented,
                "shrunk_from": p.shrunk_from.as_ref().map(|h| showdown_evaluators::games::format_joined(self.game, h)),
                "example": p.example.iter().map(|h| json!({
                    "cards": showdown_evaluators::games::format_joined(self.game, &h.cards),
                    "got": h.got,
                    "expected": h.expected,
                    "stderr": h.stderr,
                })).collect::<Vec<_>>(),
            })
        };
        json!({
            "evaluator": self.evaluator,
            "game": self.game.id,
            "version": self.version,
            "cards": self.domain,
            "strength": self.strength,
            "answers": if self.order_only { "order-only" } else { "category" },
            "conformant": self.conformant(),
            "verdict": self.verdict().token(),
            "sections": self.sections.iter().map(|s| json!({
                "name": s.name,
                "cards": s.cards,
                "hands": s.hands,
                "agreed": s.agreed,
                "skipped": s.skipped,
                "seconds": s.elapsed.as_secs_f64(),
                "hands_per_second": s.hands_per_second(),
                "asked": s.asked,
                "asked_per_second": s.asked_per_second(),
                "startup_seconds": s.startup.map(|d| d.as_secs_f64()),
                "problems": s.problems.iter().map(problem).collect::<Vec<_>>(),
                "strata": s.strata.iter().map(|t| json!({
                    "id": t.id,
                    "hands": t.hands,
                    "agreed": t.agreed,
                    "problems": t.problems.iter().map(problem).collect::<Vec<_>>(),
                })).collect::<Vec<_>>(),
            })).collect::<Vec<_>>(),
            "problems": self.problems().iter().map(problem).collect::<Vec<_>>(),
            "incidents": self.incidents,
            "notes": self.notes,
            "budget": self.budget.as_ref().map(|b| json!({
                "seconds": b.budget.as_secs_f64(),
                "full": b.full(),
                "per_stratum": b.per_stratum,
                "uniform": b.uniform,
                "full_per_stratum": b.full_per_stratum,
                "full_uniform": b.full_uniform,
                "estimate_seconds": b.estimate.as_secs_f64(),
                "speeds": b.speeds.iter().map(|v| json!({
                    "cards": v.cards,
                    "hands": v.hands,
                    "seconds": v.seconds,
                    "hands_per_second": v.hands_per_second(),
                })).collect::<Vec<_>>(),
                "summary": b.lines().join("\n"),
            })),
            "bad_input": self.bad_input.iter().map(|b| json!({
                "probe": b.probe,
                "input": b.input,
                "handling": b.handling.token(),
                "detail": b.handling.detail(),
            })).collect::<Vec<_>>(),
            "strict_input": self.strict_input,
            "vector_errors": self.vector_errors.iter().map(|e| e.to_string()).collect::<Vec<_>>(),
            "stopped": self.given_up.as_ref().map(|g| json!({
                "reason": g.reason.token(),
                "message": g.message,
            })),
            "diagnosis": self.diagnosis.as_ref().map(|d| d.to_json()),
        })
    }

    /// The report as JUnit XML: one test case per section, failing with
    /// its problems.
    pub fn to_junit(&self) -> String {
        let strict_failure =
            self.strict_input && self.bad_input.iter().any(|b| !b.handling.acceptable());
        let failures = self.sections.iter().filter(|s| !s.ok()).count()
            + usize::from(self.given_up.is_some())
            + usize::from(strict_failure);
        let diagnosis = self
            .diagnosis
            .as_ref()
            .map(|d| d.to_text())
            .filter(|t| !t.is_empty());
        let tests = self.sections.len()
            + 1
            + usize::from(!self.bad_input.is_empty())
            + usize::from(diagnosis.is_some());
        let mut x = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        let _ = writeln!(
            x,
            "<testsuites name=\"showdown check\" tests=\"{tests}\" failures=\"{failures}\">"
        );
        let _ = writeln!(
            x,
            "  <testsuite name=\"{}\" tests=\"{tests}\" failures=\"{failures}\">",
            xml(&self.evaluator)
        );
        let _ = writeln!(x, "    <properties>");
        let _ = writeln!(
            x,
            "      <property name=\"answers\" value=\"{}\"/>",
            if self.order_only {
                "order-only"
            } else {
                "category"
            }
        );
        if let Some(b) = &self.budget {
            // What the budget did, where JUnit viewers show a suite's notes.
            let _ = writeln!(
                x,
                "      <property name=\"budget\" value=\"{}\"/>",
                xml(&b.lines().join("\n"))
            );
        }
        let _ = writeln!(x, "    </properties>");
        for sec in &self.sections {
            let _ = write!(
                x,
                "    <testcase classname=\"{}\" name=\"{}\" time=\"{:.3}\"",
                xml(&self.evaluator),
                xml(&sec.name),
                sec.elapsed.as_secs_f64()
            );
            let mut strata = String::new();
            strata_text(&mut strata, &sec.strata);
            if sec.ok() {
                if strata.is_empty() {
                    x.push_str("/>\n");
                } else {
                    let _ = writeln!(
                        x,
                        ">\n      <system-out>{}</system-out>\n    </testcase>",
                        xml(&strata)
                    );
                }
                continue;
            }
            x.push_str(">\n");
            let mut body = String::new();
            for p in &sec.problems {
                let _ = writeln!(body, "{} — {} time(s)", p.kind.describe(), p.count);
                for h in &p.example {
                    let _ = writeln!(
                        body,
                        "  {} says `{}`; right: {}",
                        showdown_evaluators::games::format_joined(self.game, &h.cards),
                        h.got,
                        h.expected
                    );
                }
            }
            body.push_str(&strata);
            let _ = writeln!(
                x,
                "      <failure message=\"{} kind(s) of problem\">{}</failure>\n    </testcase>",
                sec.problems.len(),
                xml(&body)
            );
        }
        if !self.bad_input.is_empty() {
            let body: String = self
                .bad_input
                .iter()
                .map(|b| {
                    format!(
                        "{}: {} ({})\n",
                        b.probe,
                        b.handling.token(),
                        b.handling.detail()
                    )
                })
                .collect();
            let mishandled = self.bad_input.iter().any(|b| !b.handling.acceptable());
            let _ = write!(
                x,
                "    <testcase classname=\"{}\" name=\"bad input\">",
                xml(&self.evaluator)
            );
            if mishandled && self.strict_input {
                let _ = write!(
                    x,
                    "<failure message=\"bad input not refused (--strict-input)\">{}</failure>",
                    xml(&body)
                );
            }
            let _ = writeln!(x, "<system-out>{}</system-out></testcase>", xml(&body));
        }
        if let Some(text) = &diagnosis {
            // Why: informational, the sections above carry the failures.
            let _ = writeln!(
                x,
                "    <testcase classname=\"{}\" name=\"diagnosis\"><system-out>{}</system-out></testcase>",
                xml(&self.evaluator),
                xml(text)
            );
        }
        let _ = write!(
            x,
            "    <testcase classname=\"{}\" name=\"program ran to the end\"",
            xml(&self.evaluator)
        );
        match &self.given_up {
            None => x.push_str("/>\n"),
            Some(g) => {
                let _ = writeln!(
                    x,
                    ">\n      <failure message=\"{}\"/>\n    </testcase>",
                    xml(&g.message)
                );
            }
        }
        x.push_str("  </testsuite>\n</testsuites>\n");
        x
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

/// For an order example of the high half: which hand is the stronger and
/// why, and what the program scored (lines of at most 94 columns):
/// "`Jc Jd 4h 4s Ac` beats `Jh Js 4c 4d Kc` (kicker A over K), yet both
/// score 2.9.2".
fn order_sentence(game: &'static Game, p: &Problem) -> Option<Vec<String>> {
    if !matches!(
        p.kind,
        ProblemKind::Order | ProblemKind::Merged | ProblemKind::Split
    ) || p.example.len() != 2
    {
        return None;
    }
    let (weak, strong) = (&p.example[0], &p.example[1]);
    let show =
        |c: &[showdown_evaluators::card::Card]| showdown_evaluators::games::format_joined(game, c);
    let sentence = match p.kind {
        ProblemKind::Split => format!(
            "`{}` and `{}` tie ({}), yet they score {} and {}",
            show(&weak.cards),
            show(&strong.cards),
            why_stronger(game, &strong.cards, &weak.cards),
            weak.got,
            strong.got
        ),
        ProblemKind::Merged => format!(
            "`{}` beats `{}` ({}), yet both score {}",
            show(&strong.cards),
            show(&weak.cards),
            why_stronger(game, &strong.cards, &weak.cards),
            strong.got
        ),
        _ => format!(
            "`{}` beats `{}` ({}), yet it scores {}, below {}",
            show(&strong.cards),
            show(&weak.cards),
            why_stronger(game, &strong.cards, &weak.cards),
            strong.got,
            weak.got
        ),
    };
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in sentence.split(' ') {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > 94 {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    Some(lines)
}

/// Why `strong` beats `weak` by the rules (or that they tie): the higher
/// category, or the first rank that differs.
fn why_stronger(
    game: &'static Game,
    strong: &[showdown_evaluators::card::Card],
    weak: &[showdown_evaluators::card::Card],
) -> String {
    let model = showdown_evaluators::bug_classes::base_model(game);
    let (a, b) = (model.answer(strong), model.answer(weak));
    let (Some(sa), Some(sb)) = (a.strength, b.strength) else {
        return "the reference's order".into();
    };
    if sa == sb {
        return format!("the same {}", a.category.name());
    }
    if a.category != b.category {
        return if game.is_lowball() {
            format!(
                "{} is a better low than {}",
                a.category.name(),
                b.category.name()
            )
        } else {
            format!("{} over {}", a.category.name(), b.category.name())
        };
    }
    let symbol = |v: i64| -> char {
        if game.is_lowball() {
            match -v {
                1 | 14 => 'A',
                x => {
                    showdown_evaluators::Rank::from_index((x - 2) as u8).map_or('?', |r| r.symbol())
                }
            }
        } else if v < 0 {
            'A'
        } else {
            showdown_evaluators::Rank::from_index(v as u8).map_or('?', |r| r.symbol())
        }
    };
    let (pa, pb) = (sa.parts(), sb.parts());
    match (1..pa.len().min(pb.len())).find(|&i| pa[i] != pb[i]) {
        Some(1) if game.is_lowball() => {
            format!(
                "{} low: {} under {}",
                a.category.name(),
                symbol(pa[1]),
                symbol(pb[1])
            )
        }
        Some(1) => format!(
            "{}: {} over {}",
            a.category.name(),
            symbol(pa[1]),
            symbol(pb[1])
        ),
        Some(i) if game.is_lowball() => {
            format!(
                "card {i} of the low: {} under {}",
                symbol(pa[i]),
                symbol(pb[i])
            )
        }
        Some(2) if a.category == showdown_evaluators::Category::TwoPair => {
            format!("the second pair: {} over {}", symbol(pa[2]), symbol(pb[2]))
        }
        Some(2) if a.category == showdown_evaluators::Category::FullHouse => {
            format!("the pair: {} over {}", symbol(pa[2]), symbol(pb[2]))
        }
        Some(i) => format!("kicker {} over {}", symbol(pa[i]), symbol(pb[i])),
        None => format!("{} with more cards", a.category.name()),
    }
}
