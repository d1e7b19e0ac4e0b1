//! `diff`'s report: a terminal text or JSON.

use super::{Format, Render};
use crate::diff::DiffReport;
use serde_json::json;
use std::fmt::Write;

/// The report in words.
pub fn text(r: &DiffReport) -> String {
    let (a, b) = (&r.a, &r.b);
    let mut out = String::new();
    let kinds = match r.groups.len() {
        0 => "no disagreement".to_string(),
        1 => "1 kind of disagreement".to_string(),
        k => format!("{k} kinds of disagreement"),
    };
    let pairs = match r.pairs {
        0 => "no pair of hands compared for order (neither gives a strength)".to_string(),
        1 => "1 pair of hands compared for order".to_string(),
        p => format!(
            "{} pairs of hands compared for order",
            crate::numbers::thousands(p)
        ),
    };
    let game = if r.game == showdown_evaluators::game::Game::default_game() {
        String::new()
    } else {
        format!(" ({})", r.game.id)
    };
    let _ = writeln!(
        out,
        "diff {a} vs {b}{game}: {} cards, {}; {} hands, {pairs}; {kinds}",
        r.cards,
        r.how,
        crate::numbers::thousands(r.hands)
    );
    for g in &r.groups {
        let _ = writeln!(
            out,
            "  {} — {} {}",
            g.kind,
            g.count,
            if g.pairs { "pairs" } else { "hands" }
        );
        for h in &g.example {
            let _ = writeln!(
                out,
                "      e.g. `{}`: {a} {}, {b} {}, reference {} ({})",
                h.text(r.game),
                h.a_says,
                h.b_says,
                h.reference.0.token(),
                h.reference.1
            );
        }
    }
    out
}

/// The report as JSON.
pub fn json(r: &DiffReport) -> serde_json::Value {
    let groups: Vec<_> = r
        .groups
        .iter()
        .map(|g| {
            json!({
                "kind": g.kind,
                "count": g.count,
                "example": g.example[0].text(r.game),
                "example_second": g.example.get(1).map(|h| h.text(r.game)),
            })
        })
        .collect();
    json!({ "a": r.a, "b": r.b, "game": r.game.id, "cards": r.cards, "mode": r.how, "seed": r.seed,
            "hands": r.hands, "pairs": r.pairs, "disagreements": groups })
}

impl Render for DiffReport {
    const FORMATS: &'static [Format] = &[Format::Text, Format::Json];
    fn render(&self, format: Format) -> String {
        match format {
            Format::Json => serde_json::to_string_pretty(&json(self)).expect("JSON") + "\n",
            _ => text(self),
        }
    }
}
