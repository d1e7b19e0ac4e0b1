//! Examples that show an order fault: two hands the program orders
//! otherwise than the reference (or than a class's model), each with its
//! answer.

use showdown_evaluators::bug_classes::Model;
use showdown_evaluators::evaluator::Strength;
use showdown_evaluators::games::{format_joined, hi_lo};

use super::symptoms::low_strength;
use super::*;

/// Of `items` (key, the program's strength, hand), the first two hands,
/// in the key's order, that the program orders otherwise: equal keys with
/// different strengths, or a lower key with a strength as high or higher.
/// `lower` tells which of the pair the key puts lower (`false`: tied).
fn wrong_pair<K: Ord + Copy>(items: &mut [(K, Strength, usize)]) -> Option<(usize, usize, bool)> {
    items.sort_unstable_by(|a, b| a.0.cmp(&b.0).then(a.1.cmp(&b.1)));
    items.windows(2).find_map(|w| {
        let (a, b) = (w[0], w[1]);
        if a.0 == b.0 && a.1 != b.1 {
            Some((a.2, b.2, false))
        } else if a.0 < b.0 && a.1 >= b.1 {
            Some((a.2, b.2, true))
        } else {
            None
        }
    })
}

/// `a` and `b` of `j` with the program's answers, and what `by` says of
/// them.
fn show_pair(game: &Game, j: &Judged, (a, b, lower): (usize, usize, bool), by: &str) -> String {
    let hand = |i: usize| {
        format!(
            "{} says `{}`",
            format_joined(game, j.hand(i)),
            j.got[i].to_protocol()
        )
    };
    let says = if lower {
        "ranks the second higher"
    } else {
        "ties them"
    };
    format!("{}; {}: {by} {says}", hand(a), hand(b))
}

/// The parts' indices, the fewest cards first (the smallest example).
fn smallest_first(parts: &[Judged]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..parts.len()).collect();
    order.sort_by_key(|&p| parts[p].n);
    order
}

/// Up to `most` pairs of failing hands showing `sym` (the order, or the
/// lows' order) that the program orders otherwise than the reference, the
/// smallest hands first.
pub(super) fn reference_pairs(subject: &Subject, sym: Symptom, most: usize) -> Vec<String> {
    let mut out = Vec::new();
    for p in smallest_first(subject.parts) {
        let j = &subject.parts[p];
        let shows = |i: usize| subject.shows(p, i, &sym);
        let pair = match sym {
            Symptom::LowOrder => {
                let mut items: Vec<(u8, Strength, usize)> = (0..j.len())
                    .filter(|&i| shows(i))
                    .filter_map(|i| {
                        let r = hi_lo::low_strength_of(&j.want_low[i]).filter(|&r| r > 0)?;
                        Some((r, low_strength(&j.got[i].low)?, i))
                    })
                    .collect();
                wrong_pair(&mut items)
            }
            _ => {
                let mut items: Vec<(u16, Strength, usize)> = (0..j.len())
                    .filter(|&i| shows(i))
                    .filter_map(|i| Some((j.reference[i], j.got[i].strength?, i)))
                    .collect();
                wrong_pair(&mut items)
            }
        };
        if let Some(pair) = pair {
            out.push(show_pair(subject.game, j, pair, "the reference"));
            if out.len() == most {
                break;
            }
        }
    }
    out
}

/// The smallest pair of failing hands, where one shows any of `syms`,
/// whose order differs from `model`'s (where `agree` lacks [`SAME_ORDER`])
/// that the program orders otherwise than the model: both hands the
/// program got wrong.
pub(super) fn model_pair(
    subject: &Subject,
    agree: &Agreement,
    model: &Model,
    syms: &[Symptom],
) -> Option<String> {
    for p in smallest_first(subject.parts) {
        let j = &subject.parts[p];
        let differs: Vec<usize> = (0..j.len())
            .filter(|&i| agree[p][i] & SAME_ORDER == 0)
            .filter(|&i| syms.iter().any(|s| subject.shows(p, i, s)))
            .collect();
        if differs.is_empty() {
            continue;
        }
        // The partner of a misplaced hand may be any failing hand the
        // model orders otherwise (the hands lacking the order's agreement
        // that the program got wrong: a hand it answered right is no
        // example of its fault).
        let mut items: Vec<(Strength, Strength, usize)> = (0..j.len())
            .filter(|&i| agree[p][i] & SAME_ORDER == 0)
            .filter(|&i| subject.symptoms[p][i].0 != 0)
            .filter_map(|i| Some((model.answer(j.hand(i)).strength?, j.got[i].strength?, i)))
            .collect();
        if let Some(pair) = wrong_pair(&mut items) {
            return Some(show_pair(subject.game, j, pair, "the model"));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_wrongly_ordered_pair_is_found_tied_or_inverted() {
        let s = |v: i64| Strength::new(&[v]);
        let mut tied = vec![(1u16, s(5), 0), (2, s(7), 1), (2, s(8), 2)];
        assert_eq!(wrong_pair(&mut tied), Some((1, 2, false)));
        let mut inverted = vec![(3u16, s(5), 0), (1, s(1), 1), (2, s(5), 2)];
        assert_eq!(wrong_pair(&mut inverted), Some((2, 0, true)));
        let mut right = vec![(1u16, s(1), 0), (2, s(2), 1), (2, s(2), 2)];
        assert_eq!(wrong_pair(&mut right), None);
    }
}
