//! The diagnosis ([`crate::diagnose::Diagnosis`]) as text (within 100
//! columns) and JSON.

use std::fmt::Write as _;

use crate::diagnose::*;
use showdown_evaluators::bug_classes::HISTORY;

fn thousands(n: u64) -> String {
    crate::numbers::thousands(n)
}

use super::table::fit;

/// Words wrapped into lines of at most `width` columns, each after `indent`
/// and cut to the width (a word too long for a line).
fn wrap(text: &str, indent: &str, width: usize) -> Vec<String> {
    super::table::wrap_lines(text, indent, indent, width)
        .into_iter()
        .map(|l| fit(l, width))
        .collect()
}

impl Cause {
    /// `explains 3,412 of 3,412 failing hands; predicts no wrong answer on
    /// the 48,000 right ones`.
    pub fn figures(&self, right: u64) -> String {
        let wrong = if self.wrong_on_right == 0 {
            format!(
                "predicts no wrong answer on the {} right ones",
                thousands(right)
            )
        } else {
            format!(
                "predicts a wrong answer on {} of the {} right ones",
                thousands(self.wrong_on_right),
                thousands(right)
            )
        };
        format!(
            "explains {} of {} failing hands; {wrong}",
            thousands(self.explained),
            thousands(self.failing)
        )
    }

    /// The class ids joined with ` + `.
    pub fn name(&self) -> String {
        self.classes
            .iter()
            .map(|c| c.id.as_str())
            .collect::<Vec<_>>()
            .join(" + ")
    }
}

impl Diagnosis {
    /// The diagnosis for a terminal, lines of at most 100 columns (empty when
    /// there was nothing to diagnose).
    pub fn to_text(&self) -> String {
        let mut s = String::new();
        if !self.has_problems() {
            return s;
        }
        let head = format!(
            "diagnosis ({} known bug classes of {} tried on {} hands in {:.2} s, {:.2} s CPU{}):",
            self.classes_tried,
            self.game,
            thousands(self.hands),
            self.seconds,
            self.cpu_seconds,
            if self.order_compared {
                ""
            } else {
                "; categories and lows only, no strengths given"
            }
        );
        let _ = writeln!(s, "{}", super::table::wrap_text(&head, "  "));
        if self.dropped > 0 {
            let _ = writeln!(
                s,
                "  ({} more hands judged, not compared: an even sample of each part is)",
                thousands(self.dropped)
            );
        }
        match &self.whole {
            Some(w) => {
                let what = if w.classes.len() == 1 {
                    "one known bug explains every problem".to_string()
                } else {
                    format!(
                        "{} known bugs together explain every problem",
                        w.classes.len()
                    )
                };
                let _ = writeln!(s, "  {what}: {}", w.name());
                let figures = if w.classes.iter().any(|k| k.id == HISTORY) {
                    format!(
                        "the smallest example of every kind, asked alone of a fresh copy of the \
                         program, is answered otherwise ({} failing hands)",
                        thousands(w.failing)
                    )
                } else {
                    w.figures(self.right)
                };
                for l in wrap(&figures, "    ", 100) {
                    let _ = writeln!(s, "{l}");
                }
                if !w.equally.is_empty() {
                    for l in wrap(
                        &format!(
                            "(as well explained by {}: these hands cannot tell them apart)",
                            w.equally.join(", ")
                        ),
                        "    ",
                        100,
                    ) {
                        let _ = writeln!(s, "{l}");
                    }
                }
            }
            None => self.close_text(&mut s),
        }
        if !self.unexplored.is_empty() {
            for l in wrap(
                &format!(
                    "(stopped at its share of the budget; not tried: {})",
                    self.unexplored.join(", ")
                ),
                "  ",
                100,
            ) {
                let _ = writeln!(s, "{l}");
            }
        }
        for c in &self.causes {
            let _ = writeln!(
                s,
                "  - {} ({} kind(s) of problem, one cause)",
                c.name(),
                c.symptoms.len()
            );
            for class in &c.classes {
                for l in wrap(&format!("{}: {}", class.id, class.cause), "      ", 100) {
                    let _ = writeln!(s, "{l}");
                }
                let _ = writeln!(s, "{}", fit(format!("      lesson: {}", class.lesson), 100));
            }
            for (sym, n) in &c.symptoms {
                let _ = writeln!(
                    s,
                    "{}",
                    fit(
                        format!(
                            "      symptom: {} ({} hands)",
                            sym.describe(),
                            thousands(*n)
                        ),
                        100
                    )
                );
            }
            let figures = if c.classes.iter().any(|k| k.id == HISTORY) {
                "their smallest examples, asked alone of a fresh copy of the program, are \
                 answered otherwise: no model explains answers that depend on the hands asked \
                 before (the problems show the hands that bring them)"
                    .to_string()
            } else {
                c.figures(self.right)
            };
            for l in wrap(&figures, "      ", 100) {
                let _ = writeln!(s, "{l}");
            }
            if let Some((n, pair)) = &c.order_differs {
                let what = format!(
                    "its categories explained; the order differs from its model on {} hands{}",
                    thousands(*n),
                    match pair {
                        Some(p) => format!(", e.g. {p}"),
                        None => String::new(),
                    }
                );
                for l in wrap(&what, "      ", 100) {
                    let _ = writeln!(s, "{l}");
                }
            }
            if !c.equally.is_empty() && c.order_differs.is_some() {
                for l in wrap(
                    &format!("(as well explained by {})", c.equally.join(", ")),
                    "      ",
                    100,
                ) {
                    let _ = writeln!(s, "{l}");
                }
            }
        }
        for u in &self.unexplained {
            for (sym, n) in &u.symptoms {
                let _ = writeln!(
                    s,
                    "{}",
                    fit(
                        format!(
                            "  - no known class explains this: {} ({} hands)",
                            sym.describe(),
                            thousands(*n)
                        ),
                        100
                    )
                );
            }
            if let Some((c, explained, wrong)) = &u.nearest {
                let _ = writeln!(
                    s,
                    "{}",
                    fit(
                        format!(
                            "      nearest: {} explains {} of them{}",
                            c.id,
                            thousands(*explained),
                            if *wrong == 0 {
                                " (none of the right hands otherwise)".to_string()
                            } else {
                                format!(" ({} wrong on right hands)", thousands(*wrong))
                            }
                        ),
                        100
                    )
                );
            }
            for h in &u.hands {
                let text = format!("unexplained: {h}");
                for l in super::table::wrap_lines(&text, "      ", "        ", 100) {
                    let _ = writeln!(s, "{}", fit(l, 100));
                }
            }
        }
        s
    }

    /// The headline when no class or combination explains every problem:
    /// the class close to it with its lesson, the family of the nearest
    /// with one line per member, else that none is known.
    fn close_text(&self, s: &mut String) {
        if let Some(c) = &self.close_to {
            let head = format!(
                "close to {}: explains {} of {} failing hands; predicts no wrong answer on the {} \
                 right ones",
                c.class.id,
                thousands(c.explained),
                thousands(c.failing),
                thousands(self.right)
            );
            for l in super::table::wrap_lines(&head, "  ", "    ", 100) {
                let _ = writeln!(s, "{}", fit(l, 100));
            }
            for l in wrap(&format!("{}: {}", c.class.id, c.class.cause), "    ", 100) {
                let _ = writeln!(s, "{l}");
            }
            let _ = writeln!(s, "{}", fit(format!("    lesson: {}", c.class.lesson), 100));
        }
        if let Some(f) = &self.family {
            let _ = writeln!(
                s,
                "{}",
                fit(
                    format!(
                        "  {} the family {} (no member explains exactly):",
                        if self.close_to.is_some() {
                            "of"
                        } else {
                            "close to"
                        },
                        f.id
                    ),
                    100
                )
            );
            for (c, explained, failing, order) in &f.members {
                let line = format!(
                    "- {}: {}; its categories on {} of {} failing hands{}",
                    c.id,
                    c.cause,
                    thousands(*explained),
                    thousands(*failing),
                    if *order > 0 {
                        format!(", the order otherwise on {}", thousands(*order))
                    } else {
                        String::new()
                    }
                );
                for l in super::table::wrap_lines(&line, "    ", "      ", 100) {
                    let _ = writeln!(s, "{}", fit(l, 100));
                }
            }
        }
        if self.close_to.is_none() && self.family.is_none() {
            let _ = writeln!(
                s,
                "  no known class or combination of up to {MAX_GROWN} explains every problem"
            );
        }
    }

    /// The diagnosis as JSON.
    pub fn to_json(&self) -> serde_json::Value {
        use serde_json::json;
        let class = |c: &ClassRef| json!({"id": c.id, "cause": c.cause, "lesson": c.lesson});
        let symptoms = |v: &[(Symptom, u64)]| {
            v.iter()
                .map(|(s, n)| json!({"kind": s.token(), "description": s.describe(), "hands": n}))
                .collect::<Vec<_>>()
        };
        let cause = |c: &Cause| {
            json!({
                "classes": c.classes.iter().map(class).collect::<Vec<_>>(),
                "symptoms": symptoms(&c.symptoms),
                "explained": c.explained,
                "failing": c.failing,
                "wrong_on_right": c.wrong_on_right,
                "complete": c.complete(),
                "equally": c.equally,
                "summary": c.figures(self.right),
                "order_differs": c.order_differs.as_ref().map(|(n, pair)| json!({
                    "hands": n, "pair": pair,
                })),
            })
        };
        json!({
            "game": self.game,
            "classes_tried": self.classes_tried,
            "hands": self.hands,
            "failing": self.failing,
            "right": self.right,
            "not_kept": self.dropped,
            "order_compared": self.order_compared,
            "seconds": self.seconds,
            "cpu_seconds": self.cpu_seconds,
            "explained_by": self.whole.as_ref().map(cause),
            "causes": self.causes.iter().map(cause).collect::<Vec<_>>(),
            "close_to": self.close_to.as_ref().map(|c| json!({
                "class": class(&c.class), "explained": c.explained, "failing": c.failing,
            })),
            "family": self.family.as_ref().map(|f| json!({
                "id": f.id,
                "members": f.members.iter().map(|(c, e, n, o)| json!({
                    "id": c.id, "cause": c.cause, "lesson": c.lesson,
                    "categories_explained": e, "failing": n, "order_differs": o,
                })).collect::<Vec<_>>(),
            })),
            "unexplored": self.unexplored,
            "unexplained": self.unexplained.iter().map(|u| json!({
                "symptoms": symptoms(&u.symptoms),
                "nearest": u.nearest.as_ref().map(|(c, e, w)| json!({
                    "class": class(c), "explained": e, "wrong_on_right": w,
                })),
                "hands": u.hands,
            })).collect::<Vec<_>>(),
        })
    }
}
