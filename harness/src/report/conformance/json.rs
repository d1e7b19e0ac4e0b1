//! `check`'s report as JSON.

use super::why::order_sentence;
use crate::conformance::plan::Part;
use crate::conformance::{ConformanceReport, Problem};
use serde_json::{json, Value};

impl ConformanceReport {
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
                "shrink_cut": p.shrink_cut,
                "shrink_note": p.shrink_cut.then_some(crate::conformance::SHRUNK_AS_FAR_AS_ALLOWED),
                "history": p.history.as_ref().map(|h| json!({
                    "hand": h.hand,
                    "alone": h.alone,
                    "asked_alone": h.asked_alone,
                    "after": h.after,
                    "before": h.before.as_ref().map(|b| b.iter().map(|e| json!({
                        "cards": showdown_evaluators::games::format_joined(self.game, &e.cards),
                        "got": e.got,
                        "expected": e.expected,
                    })).collect::<Vec<_>>()),
                })),
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
            "name_note": self.name_note,
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
            "left_out": self.left_out.iter().map(|l| json!({
                "cards": l.cards,
                "asked": l.asked,
                "answered": l.answered,
                "message": l.line(),
            })).collect::<Vec<_>>(),
            "incidents": self.incidents,
            "notes": self.notes,
            "coverage": self.coverage.as_ref().map(|c| c.shapes.iter().map(|s| json!({
                "shape": s.label,
                "cards": s.n,
                "hole": s.hole,
                "hands": s.random,
                "per_stratum": s.per_stratum,
                "uniform": s.uniform,
                "space": s.space,
                "fraction": s.random as f64 / s.space.max(1) as f64,
                "every_hand": s.whole.is_some(),
                "proven_whole": s.whole.is_some(),
                "not_proven_why": s.unfit.map(|u| json!({
                    "asks": u.asks,
                    "hands_per_second": u.hands_per_second,
                    "seconds": u.seconds,
                    "allowed_seconds": u.allowed,
                })),
                "every_hand_asked": s.whole,
            })).collect::<Vec<_>>()),
            "budget": self.coverage.as_ref().filter(|c| c.budget.is_some()).map(|c| {
                let (per_stratum, uniform) = c.least();
                let random = c.parts.iter().find(|p| p.part == Part::Random);
                json!({
                    "seconds": c.budget.unwrap_or_default().as_secs_f64(),
                    "full": c.full(),
                    "per_stratum": per_stratum,
                    "uniform": uniform,
                    "full_per_stratum": c.full_per_stratum,
                    "full_uniform": c.full_uniform,
                    "estimate_seconds": random.and_then(|p| p.planned).map(|d| d.as_secs_f64()),
                    "speeds": c.shapes.iter().map(|s| json!({
                        "cards": s.n,
                        "hole": s.hole,
                        "hands": s.random,
                        "seconds": s.hands_per_second.map(|r| s.random as f64 / r.max(1e-9)),
                        "hands_per_second": s.hands_per_second,
                    })).collect::<Vec<_>>(),
                    "seed": c.seed,
                    "replay_random": c.replay_random(),
                    "rounds": c.rounds.iter().map(|r| json!({
                        "per_stratum": r.plan.per_stratum,
                        "uniform": r.plan.uniform,
                        "shapes": r.plan.shapes.len(),
                        "hands": r.hands,
                        "seconds": r.seconds,
                    })).collect::<Vec<_>>(),
                    "parts": c.parts.iter().map(|p| json!({
                        "part": p.part.token(),
                        "planned_seconds": p.planned.map(|d| d.as_secs_f64()),
                        "seconds": p.spent.as_secs_f64(),
                    })).collect::<Vec<_>>(),
                    "summary": c.lines().join("\n"),
                })
            }),
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
}
