//! A sweep's report (hold'em's and the game sweeps'): a terminal table or
//! JSON.

use super::{Format, Render};
use crate::engine::example::Example;
use crate::engine::order::{Anomaly, OrderFigures};
use crate::engine::source::{Enumeration, SuitCheck};
use crate::engine::tally::{column_name, REJECTED};
use crate::sweep::game::GameSweep;
use crate::sweep::{HoleOrder, SubjectResult, SweepResult};
use serde_json::{json, Value};
use showdown_evaluators::card::format_cards;
use showdown_evaluators::category::Category;
use std::fmt::Write;

const SHORT: [&str; 10] = ["HC", "1P", "2P", "3K", "ST", "FL", "FH", "4K", "SF", "rej"];

use crate::numbers::thousands;

fn ex(e: &Option<Example>) -> String {
    e.map_or_else(|| "-".into(), |e| e.to_string())
}

fn anomaly_line(kind: &str, a: &Option<Anomaly>) -> Option<String> {
    a.map(|a| {
        format!(
            "    {kind}: e.g. `{}` -> {} vs `{}` -> {} (reference class {})",
            a.hand_a, a.strength_a, a.hand_b, a.strength_b, a.reference
        )
    })
}

fn order_block(out: &mut String, label: &str, f: &OrderFigures) {
    let _ = writeln!(
        out,
        "  order ({label}): {} reference classes; split {}, merged {}, inverted {}",
        f.classes, f.split, f.merged, f.inverted
    );
    for line in [
        anomaly_line("split", &f.split_example),
        anomaly_line("merged", &f.merged_example),
        anomaly_line("inverted", &f.inverted_example),
    ]
    .into_iter()
    .flatten()
    {
        let _ = writeln!(out, "{line}");
    }
}

fn subject_table(out: &mut String, r: &SubjectResult) {
    let s = &r.subject;
    let t = &r.tally;
    let agree: u64 = (0..9).map(|i| t.confusion[i][i]).sum();
    let _ = writeln!(
        out,
        "\n== {} (domain {}, order {}{}) ==",
        s.name(),
        s.domain(),
        s.evaluator.order().token(),
        if s.is_lift() {
            ", classes inherited through the lift"
        } else {
            ""
        }
    );
    let _ = writeln!(
        out,
        "  {}",
        enumerated(r.enumeration, r.suit_check.as_ref())
    );
    let _ = writeln!(
        out,
        "  hands {}, same category {}, unexplained {}, over-claims {}  {}",
        thousands(t.hands),
        thousands(agree),
        thousands(r.unexplained()),
        thousands(t.over_claimed_total()),
        if !r.in_domain {
            "(out of domain: for information, never a failure)"
        } else if r.ok() {
            "OK"
        } else {
            "FAILED"
        }
    );
    let _ = writeln!(
        out,
        "  category confusion (rows: reference; columns: evaluator):"
    );
    let cols: Vec<usize> = (0..10)
        .filter(|&c| c < 9 || (0..9).any(|r| t.confusion[r][REJECTED] > 0))
        .collect();
    let mut header = format!("    {:16}", "");
    for &c in &cols {
        let _ = write!(header, "{:>12}", SHORT[c]);
    }
    let _ = writeln!(out, "{header}");
    for (row, cat) in Category::ALL.iter().enumerate() {
        if t.confusion[row].iter().all(|&x| x == 0) {
            continue;
        }
        let mut line = format!("    {:16}", cat.token());
        for &c in &cols {
            let v = t.confusion[row][c];
            let _ = write!(
                line,
                "{:>12}",
                if v == 0 { ".".into() } else { thousands(v) }
            );
        }
        let _ = writeln!(out, "{line}");
    }
    let mut cells = Vec::new();
    for row in 0..9 {
        for col in 0..10 {
            if col != row && t.confusion[row][col] > 0 {
                cells.push((row, col));
            }
        }
    }
    if !cells.is_empty() {
        let _ = writeln!(out, "  disagreements (smallest hand of each kind):");
        for (row, col) in cells {
            let un = t.unexplained[row][col];
            let _ = writeln!(
                out,
                "    {} -> {}: {} hands, e.g. `{}`{}",
                Category::ALL[row].token(),
                column_name(col),
                thousands(t.confusion[row][col]),
                ex(&t.confusion_example[row][col]),
                if un > 0 {
                    format!(
                        "; UNEXPLAINED {} e.g. `{}`",
                        thousands(un),
                        ex(&t.unexplained_example[row][col])
                    )
                } else {
                    String::new()
                }
            );
        }
    }
    if let Some(f) = &r.order_all {
        order_block(out, "all answered hands", f);
    }
    if let Some(f) = &r.order_clean {
        order_block(out, "clean hands, must be 0", f);
    }
    if !s.classes.is_empty() {
        let _ = writeln!(out, "  deviation classes:");
        for (c, ct) in s.classes.iter().zip(&t.classes) {
            let _ = writeln!(
                out,
                "    {:32} {:9} claimed {:>12}  explained {:>12}  over-claimed {:>8}{}  e.g. `{}`{}",
                c.id,
                c.kind.token(),
                thousands(ct.claimed),
                if c.kind == showdown_evaluators::DeviationKind::Order {
                    "(by order)".to_string()
                } else {
                    thousands(ct.explained)
                },
                thousands(ct.over_claimed),
                if s.is_lift() {
                    format!("  masked by the lift {:>10}", thousands(ct.masked))
                } else {
                    String::new()
                },
                ex(&ct.claimed_example),
                if ct.over_claimed > 0 {
                    format!("; OVER-CLAIMS e.g. `{}`", ex(&ct.over_claimed_example))
                } else {
                    String::new()
                }
            );
        }
    }
}

/// What one evaluator was asked, and what its suit check found.
pub fn enumerated(enumeration: Enumeration, suit_check: Option<&SuitCheck>) -> String {
    let check = match suit_check {
        None => String::new(),
        Some(c) => match &c.differs {
            None => format!(
                "; renaming the suits of a sample changed no answer ({} hands)",
                thousands(c.hands)
            ),
            Some((hand, renamed, a, b)) => format!(
                "; renaming suits changed an answer (`{}`: {a}, `{}`: {b}), so every hand was \
                 asked",
                format_cards(hand),
                format_cards(renamed)
            ),
        },
    };
    let what = match enumeration {
        Enumeration::EveryHand => "asked every hand".to_string(),
        Enumeration::UpToSuits => {
            "asked one hand per class up to renaming suits, counted by class size".to_string()
        }
    };
    format!("{what}{check}")
}

/// The terminal report.
pub fn table(r: &SweepResult) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "sweep: {} cards, {} hands{}, {} threads, {:.2?} wall, peak RSS {}{}",
        r.cards,
        thousands(r.hands),
        r.classes_visited.map_or(String::new(), |c| format!(
            " ({} classes up to renaming suits)",
            thousands(c)
        )),
        r.threads,
        r.wall,
        r.peak_rss_kib.map_or("unknown".into(), |k| format!(
            "{:.1} MiB",
            k as f64 / 1024.0
        )),
        match r.hole_order {
            HoleOrder::Canonical => "",
            HoleOrder::Mixed => ", hole-last evaluators given mixed board/hole splits",
        }
    );
    let _ = writeln!(
        out,
        "reference: histogram {:?}, {} strength classes: {}",
        r.reference.histogram,
        r.reference.classes,
        if r.reference.problems.is_empty() {
            "matches the published counts".to_string()
        } else {
            format!("DIFFERS: {}", r.reference.problems.join("; "))
        }
    );
    for s in &r.subjects {
        subject_table(&mut out, s);
    }
    let _ = writeln!(out);
    let _ = writeln!(out, "summary (unexplained disagreements / over-claims):");
    for s in &r.subjects {
        let _ = writeln!(
            out,
            "  {:28} {:>10} / {:<10} {}",
            s.subject.name(),
            thousands(s.unexplained()),
            thousands(s.tally.over_claimed_total()),
            if !s.in_domain {
                "out of domain"
            } else if s.ok() {
                "OK"
            } else {
                "FAILED"
            }
        );
    }
    out
}

fn order_json(f: &Option<OrderFigures>) -> Value {
    let a = |x: &Option<Anomaly>| {
        x.map(|a| {
            json!({
                "reference_strength": a.reference,
                "hand_a": a.hand_a.to_string(), "strength_a": a.strength_a.to_string(),
                "hand_b": a.hand_b.to_string(), "strength_b": a.strength_b.to_string(),
            })
        })
    };
    match f {
        None => Value::Null,
        Some(f) => json!({
            "classes": f.classes, "split": f.split, "merged": f.merged, "inverted": f.inverted,
            "split_example": a(&f.split_example),
            "merged_example": a(&f.merged_example),
            "inverted_example": a(&f.inverted_example),
        }),
    }
}

/// The JSON report.
pub fn json(r: &SweepResult) -> Value {
    let subjects: Vec<Value> = r
        .subjects
        .iter()
        .map(|s| {
            let t = &s.tally;
            let mut disagreements = Vec::new();
            for row in 0..9 {
                for col in 0..10 {
                    if col != row && t.confusion[row][col] > 0 {
                        disagreements.push(json!({
                            "reference": Category::ALL[row].token(),
                            "evaluator": column_name(col),
                            "hands": t.confusion[row][col],
                            "example": ex(&t.confusion_example[row][col]),
                            "unexplained": t.unexplained[row][col],
                            "unexplained_example": t.unexplained_example[row][col].map(|e| e.to_string()),
                        }));
                    }
                }
            }
            let classes: Vec<Value> = s
                .subject
                .classes
                .iter()
                .zip(&t.classes)
                .map(|(c, ct)| {
                    json!({
                        "id": c.id, "kind": c.kind.token(), "sentence": c.sentence,
                        "via_lift": c.via_lift,
                        "claimed": ct.claimed, "explained": ct.explained,
                        "over_claimed": ct.over_claimed, "masked": ct.masked,
                        "example": ct.claimed_example.map(|e| e.to_string()),
                        "over_claimed_example": ct.over_claimed_example.map(|e| e.to_string()),
                    })
                })
                .collect();
            json!({
                "evaluator": s.subject.name(),
                "domain": s.subject.domain().to_string(),
                "order": s.subject.evaluator.order().token(),
                "hands": t.hands,
                "enumerated": s.enumeration.describe(),
                "suit_check": s.suit_check.as_ref().map(|c| json!({
                    "hands": c.hands,
                    "differs": c.differs.as_ref().map(|(h, r, a, b)| json!({
                        "hand": format_cards(h), "renamed": format_cards(r),
                        "answer": a, "renamed_answer": b,
                    })),
                })),
                "confusion": {
                    "rows": Category::ALL.iter().map(|c| c.token()).collect::<Vec<_>>(),
                    "columns": (0..10).map(column_name).collect::<Vec<_>>(),
                    "counts": t.confusion.iter().map(|r| r.to_vec()).collect::<Vec<_>>(),
                },
                "disagreements": disagreements,
                "order_all": order_json(&s.order_all),
                "order_clean": order_json(&s.order_clean),
                "classes": classes,
                "unexplained": s.unexplained(),
                "over_claimed": t.over_claimed_total(),
                "in_domain": s.in_domain,
                "ok": s.ok(),
            })
        })
        .collect();
    json!({
        "cards": r.cards,
        "hands": r.hands,
        "classes_up_to_suits": r.classes_visited,
        "threads": r.threads,
        "wall_seconds": r.wall.as_secs_f64(),
        "peak_rss_kib": r.peak_rss_kib,
        "hole_order": match r.hole_order { HoleOrder::Canonical => "canonical", HoleOrder::Mixed => "mixed" },
        "reference": {
            "histogram": r.reference.histogram.to_vec(),
            "classes": r.reference.classes,
            "problems": r.reference.problems,
        },
        "evaluators": subjects,
        "ok": r.ok(),
    })
}

/// A game sweep's report in words.
pub fn game_table(s: &GameSweep) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "sweep {}: {} cards, {} hands{}, {} reference strength classes, {:.1?} wall",
        s.game.id,
        s.cards,
        crate::numbers::thousands(s.hands),
        s.classes_visited.map_or(String::new(), |c| format!(
            " ({} classes up to renaming suits)",
            crate::numbers::thousands(c)
        )),
        s.classes,
        s.wall
    );
    let hist: Vec<String> = s
        .game
        .categories
        .iter()
        .map(|c| {
            format!(
                "{} {}",
                c.token(),
                crate::numbers::thousands(*s.histogram.get(c).unwrap_or(&0))
            )
        })
        .collect();
    let _ = writeln!(out, "reference: {}", hist.join(", "));
    for r in &s.evaluators {
        let (e, t, o) = (&r.subject, &r.tally, &r.order);
        let agree = t.agreed();
        let over = t.over_claimed_total();
        let rejected = t.rejected();
        let _ = writeln!(
            out,
            "\n== {} ({}) ==\n  {}\n  hands {}, same category {}, unexplained {}, over-claims {}{}",
            e.name(),
            e.domain(),
            enumerated(r.enumeration, r.suit_check.as_ref()),
            crate::numbers::thousands(t.answered()),
            crate::numbers::thousands(agree),
            t.unexplained_total(),
            over,
            if rejected > 0 {
                format!(", refused {rejected}")
            } else {
                String::new()
            }
        );
        for (r, g, v) in t.categories().into_iter().filter(|(a, b, _)| a != b) {
            let _ = writeln!(
                out,
                "  reference {} → says {}: {}",
                r.token(),
                g.token(),
                crate::numbers::thousands(v)
            );
        }
        for (id, c) in t.claiming(e) {
            let _ = writeln!(
                out,
                "  class {id}: claims {}, over-claims {}",
                crate::numbers::thousands(c.claimed),
                c.over_claimed
            );
        }
        if let Some(x) = &t.unexplained_example() {
            let _ = writeln!(out, "  unexplained, e.g. {x}");
        }
        if let Some(o) = o {
            let _ = writeln!(
                out,
                "  order (hands no class claims): split {}, merged {}, inverted {}",
                o.split, o.merged, o.inverted
            );
            let first = [o.split_example, o.merged_example, o.inverted_example]
                .into_iter()
                .flatten()
                .min_by_key(|a| a.reference);
            if let Some(a) = first {
                let _ = writeln!(out, "    e.g. {} vs {}", a.hand_a, a.hand_b);
            }
        }
    }
    let _ = writeln!(
        out,
        "\n{}",
        if s.ok() {
            "OK: every disagreement explained by a documented class, none over-claimed, the order exact"
        } else {
            "FAILED: unexplained disagreements, over-claims or order anomalies (above)"
        }
    );
    out
}

/// A game sweep's report as JSON: the reference's figures, then per
/// evaluator what the table shows.
pub fn game_json(s: &GameSweep) -> Value {
    let evaluators: Vec<Value> = s
        .evaluators
        .iter()
        .map(|r| {
            let t = &r.tally;
            let confusion: Vec<Value> = t
                .categories()
                .into_iter()
                .map(|(reference, got, hands)| {
                    json!({"reference": reference.token(), "got": got.token(), "hands": hands})
                })
                .collect();
            let classes: Vec<Value> = t
                .claiming(&r.subject)
                .into_iter()
                .map(|(id, c)| json!({"id": id, "claimed": c.claimed, "over_claimed": c.over_claimed}))
                .collect();
            json!({
                "name": r.subject.name(),
                "domain": r.subject.domain().to_string(),
                "enumeration": r.enumeration.describe(),
                "hands": t.answered(),
                "refused": t.rejected(),
                "confusion": confusion,
                "unexplained": t.unexplained_total(),
                "unexplained_example": t.unexplained_example().map(|e| e.to_string()),
                "classes": classes,
                "order": r.order.as_ref().map(|o| json!({
                    "split": o.split, "merged": o.merged, "inverted": o.inverted,
                })),
            })
        })
        .collect();
    json!({
        "game": s.game.id,
        "cards": s.cards,
        "hands": s.hands,
        "classes_visited": s.classes_visited,
        "reference": {
            "histogram": s.game.categories.iter()
                .map(|c| json!({"category": c.token(), "hands": s.histogram.get(c).copied().unwrap_or(0)}))
                .collect::<Vec<_>>(),
            "classes": s.classes,
        },
        "evaluators": evaluators,
        "wall_seconds": s.wall.as_secs_f64(),
        "ok": s.ok(),
    })
}

impl Render for SweepResult {
    const FORMATS: &'static [Format] = &[Format::Text, Format::Json];
    fn render(&self, format: Format) -> String {
        match format {
            Format::Json => pretty(&json(self)),
            _ => table(self),
        }
    }
}

impl Render for GameSweep {
    const FORMATS: &'static [Format] = &[Format::Text, Format::Json];
    fn render(&self, format: Format) -> String {
        match format {
            Format::Json => pretty(&game_json(self)),
            _ => game_table(self),
        }
    }
}

fn pretty(v: &Value) -> String {
    serde_json::to_string_pretty(v).expect("JSON") + "\n"
}
