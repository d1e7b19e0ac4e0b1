//! `check`'s hook for the diagnosis ([`crate::diagnose`]): the hands each
//! random part and sweep kept, with the program's answers, are compared
//! with the models of the game's known bug classes once every part ran.

use super::problem::{ProblemKind, Section};
use crate::diagnose::{diagnose_within, Diagnosis, Judged, Symptom};
use showdown_evaluators::evaluator::Evaluator;
use std::sync::Arc;

/// Whether a kind of problem is one the models can reproduce (the
/// category, the order, the low), not a failure of the program.
pub(super) fn diagnosable(kind: ProblemKind) -> bool {
    kind.symptom().is_some()
}

/// Takes the kept hands out of the sections (a finished report does not
/// carry them) and diagnoses them, when some part found a problem the
/// models can explain. Past `deadline` (the diagnosis's share of the
/// budget) the search stops and says what it did not try.
pub(super) fn of_sections(
    ev: &dyn Evaluator,
    sections: &mut [Section],
    history: &[(ProblemKind, bool)],
    deadline: Option<std::time::Instant>,
) -> Option<Diagnosis> {
    let parts: Vec<Judged> = sections
        .iter_mut()
        .filter_map(|s| s.judged.take())
        .map(|a| Arc::try_unwrap(a).unwrap_or_else(|a| (*a).clone()))
        .filter(|j| !j.is_empty())
        .map(|mut j| {
            j.order_only = ev.order_only();
            j
        })
        .collect();
    let problems = sections
        .iter()
        .any(|s| s.problems.iter().any(|p| diagnosable(p.kind)));
    if !problems || parts.is_empty() {
        return None;
    }
    let strengths = ev.gives_strength()
        || parts
            .iter()
            .any(|j| j.got.iter().any(|v| v.strength.is_some()));
    let mut d = diagnose_within(ev.game(), strengths, &parts, deadline);
    // The kinds whose smallest example a fresh copy answered otherwise,
    // and those it answered alike.
    let of = |dependent: bool| -> Vec<Symptom> {
        history
            .iter()
            .filter(|h| h.1 == dependent)
            .filter_map(|h| h.0.symptom())
            .collect()
    };
    d.with_history(&of(true), &of(false));
    Some(d)
}
