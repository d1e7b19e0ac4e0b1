//! `showdown explain HAND --vs RIVAL`: which of two hands of the same size
//! wins, by the reference and by every evaluator, so a deviation in the
//! *order* among hands (right category, misplaced strength) can be seen
//! with one command.
//!
//! An evaluator that gives a strength is judged by the sign of the
//! comparison of its two strengths; a category-only evaluator only by its
//! categories, and not judged when they are equal (it cannot tell).

use super::explanation::{explain_with, ExplainOptions, Explanation, Row};
use showdown_evaluators::card::{format_cards, Card};
use showdown_evaluators::evaluator::{Evaluator, Verdict};
use std::cmp::Ordering;
use std::sync::Arc;

/// One evaluator's verdict on the pair.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Call {
    /// Its comparison of hand with rival, and whether it is the reference's.
    Says {
        /// How it compares the hand with the rival (`Greater`: the hand
        /// wins).
        order: Ordering,
        /// Whether the reference compares them the same way.
        agrees: bool,
    },
    /// Category-only and both categories equal: it cannot say.
    CannotTell,
    /// Not run or rejected on one of the hands.
    NoAnswer,
}

/// Both hands explained, and who wins by whom.
#[derive(Clone, Debug)]
pub struct Versus {
    /// The first hand (`HAND`), explained.
    pub hand: Explanation,
    /// The second hand (`RIVAL`), explained.
    pub rival: Explanation,
    /// The reference's comparison of hand with rival.
    pub reference: Ordering,
    /// Per evaluator, in the order of the rows.
    pub calls: Vec<(String, Call)>,
}

impl Versus {
    /// The call of the named evaluator.
    pub fn call(&self, name: &str) -> Option<&Call> {
        self.calls.iter().find(|(n, _)| n == name).map(|(_, c)| c)
    }
}

fn verdict(row: &Row) -> Option<Verdict> {
    match &row.result {
        Some(Ok(v)) => Some(*v),
        _ => None,
    }
}

/// Compares two hands of the same size.
pub fn versus_with(
    hand: &[Card],
    rival: &[Card],
    evaluators: &[Arc<dyn Evaluator>],
    options: &ExplainOptions,
) -> Result<Versus, crate::Error> {
    if hand.len() != rival.len() {
        return Err(crate::Error::Invalid(format!(
            "--vs: hands are compared with hands of the same size; `{}` has {} cards, `{}` {}",
            format_cards(hand),
            hand.len(),
            format_cards(rival),
            rival.len()
        )));
    }
    let a = explain_with(hand, evaluators, options);
    let b = explain_with(rival, evaluators, options);
    let reference = a.reference.strength.cmp(&b.reference.strength);
    let calls = a
        .rows
        .iter()
        .zip(&b.rows)
        .map(|(ra, rb)| {
            let call = match (verdict(ra), verdict(rb)) {
                (Some(va), Some(vb)) => match (va.strength, vb.strength) {
                    (Some(sa), Some(sb)) => {
                        let order = sa.cmp(&sb);
                        Call::Says {
                            order,
                            agrees: order == reference,
                        }
                    }
                    _ if va.category == vb.category => Call::CannotTell,
                    _ => {
                        let order = va.category.cmp(&vb.category);
                        Call::Says {
                            order,
                            agrees: order == reference,
                        }
                    }
                },
                _ => Call::NoAnswer,
            };
            (ra.name.clone(), call)
        })
        .collect();
    Ok(Versus {
        hand: a,
        rival: b,
        reference,
        calls,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::explain::render_versus;
    use showdown_evaluators::card::parse_hand;
    use showdown_evaluators::registry;

    #[test]
    fn three_pairs_kicker_through_the_ports() {
        let a = parse_hand("Ac Ad Kc Kd Qc Qd 2s").unwrap();
        let b = parse_hand("As Ah Ks Kh Jc Jd 2c").unwrap();
        let evs: Vec<_> = ["godot-check-hand", "js-per-suit"]
            .iter()
            .map(|n| registry::by_name(n).expect("registered"))
            .collect();
        let v = versus_with(&a, &b, &evs, &ExplainOptions::default()).unwrap();
        assert_eq!(v.reference, Ordering::Greater);
        // godot-check-hand gives both hands the same array: a tie.
        assert_eq!(
            v.call("godot-check-hand"),
            Some(&Call::Says {
                order: Ordering::Equal,
                agrees: false
            })
        );
        // js-per-suit names categories only, both two pair.
        assert_eq!(v.call("js-per-suit"), Some(&Call::CannotTell));
        let text = render_versus(&v);
        assert!(text.contains("reference:  the hand wins"), "{text}");
        let line = text
            .lines()
            .find(|l| l.starts_with("godot-check-hand ") && l.contains("tie"))
            .expect("a comparison row");
        assert!(line.ends_with("DISAGREES"), "{line}");
    }

    #[test]
    fn sizes_must_match() {
        let err = versus_with(
            &parse_hand("As Ks Qs Js Ts").unwrap(),
            &parse_hand("As Ks Qs Js Ts 2c").unwrap(),
            &[],
            &ExplainOptions::default(),
        )
        .unwrap_err();
        assert!(err.to_string().contains("same size"), "{err}");
    }
}
