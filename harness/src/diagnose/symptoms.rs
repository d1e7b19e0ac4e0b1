//! The program's symptoms on each judged hand, and whether a class's model
//! agrees with the program there.

use rayon::prelude::*;
use showdown_evaluators::bug_classes::Model;
use showdown_evaluators::category::Category;
use showdown_evaluators::evaluator::{Low, Strength, Verdict};
use showdown_evaluators::game::Game;
use showdown_evaluators::games::hi_lo;
use showdown_evaluators::reference::category_of;

use super::*;

/// The category a reference strength stands for in `game`.
pub(super) fn category_in(game: &Game, strength: u16) -> Category {
    game.categories
        .get(usize::from(strength >> 12))
        .copied()
        .unwrap_or(category_of(strength))
}

pub(super) const CAT: u8 = 1;
pub(super) const LOW: u8 = 2;
pub(super) const ORD: u8 = 4;
pub(super) const LORD: u8 = 8;

pub(super) fn low_kind(l: &Low) -> u8 {
    match l {
        Low::NotPlayed => 0,
        Low::NoLow => 1,
        Low::Qualifies(_) => 2,
        Low::Alone => 3,
    }
}

pub(super) fn low_strength(l: &Low) -> Option<Strength> {
    match l {
        Low::Qualifies(s) => *s,
        _ => None,
    }
}

/// The hands (indices) in classes of `items` (key, program strength,
/// hand) that the program splits, merges with a neighbour or inverts.
pub(super) fn misplaced<K: Ord + Copy>(items: &mut [(K, Strength, u32)], out: &mut [bool]) {
    items.sort_unstable_by(|a, b| a.0.cmp(&b.0).then(a.1.cmp(&b.1)));
    // Groups: [start, end) with equal keys.
    let mut groups: Vec<(usize, usize)> = Vec::new();
    let mut start = 0;
    for i in 1..=items.len() {
        if i == items.len() || items[i].0 != items[start].0 {
            groups.push((start, i));
            start = i;
        }
    }
    let mut bad = vec![false; groups.len()];
    for (g, &(s, e)) in groups.iter().enumerate() {
        if items[s].1 != items[e - 1].1 {
            bad[g] = true;
        }
        if g + 1 < groups.len() {
            let (ns, _) = groups[g + 1];
            if items[e - 1].1 >= items[ns].1 {
                bad[g] = true;
                bad[g + 1] = true;
            }
        }
    }
    for (g, &(s, e)) in groups.iter().enumerate() {
        if bad[g] {
            for it in &items[s..e] {
                out[it.2 as usize] = true;
            }
        }
    }
}

/// The program's symptoms on each hand of one part.
pub(super) fn program_symptoms(
    game: &Game,
    j: &Judged,
    strengths: bool,
) -> Vec<(u8, Option<Symptom>)> {
    let mut out: Vec<(u8, Option<Symptom>)> = (0..j.len())
        .map(|i| {
            let expected = category_in(game, j.reference[i]);
            let got = &j.got[i];
            let mut bits = 0;
            let mut cat = None;
            if !j.order_only && got.category != expected {
                bits |= CAT;
                cat = Some(Symptom::Category {
                    expected,
                    got: got.category,
                });
            }
            if game.is_hi_lo() && low_kind(&got.low) != low_kind(&j.want_low[i]) {
                bits |= LOW;
            }
            (bits, cat)
        })
        .collect();
    if strengths {
        let mut items: Vec<(u16, Strength, u32)> = (0..j.len())
            .filter_map(|i| j.got[i].strength.map(|s| (j.reference[i], s, i as u32)))
            .collect();
        let mut bad = vec![false; j.len()];
        misplaced(&mut items, &mut bad);
        for (o, b) in out.iter_mut().zip(bad) {
            if b {
                o.0 |= ORD;
            }
        }
        if game.is_hi_lo() {
            let mut items: Vec<(u8, Strength, u32)> = (0..j.len())
                .filter_map(|i| {
                    let r = hi_lo::low_strength_of(&j.want_low[i]).filter(|&r| r > 0)?;
                    Some((r, low_strength(&j.got[i].low)?, i as u32))
                })
                .collect();
            let mut bad = vec![false; j.len()];
            misplaced(&mut items, &mut bad);
            for (o, b) in out.iter_mut().zip(bad) {
                if b {
                    o.0 |= LORD;
                }
            }
        }
    }
    out
}

/// A hand's agreement: the model gives the program's category and low.
pub(super) const SAME_CATEGORY: u8 = 1;
/// A hand's agreement: the model orders it among the others as the program
/// does.
pub(super) const SAME_ORDER: u8 = 2;
/// Both: the model gives the program's answer.
pub(super) const SAME: u8 = SAME_CATEGORY | SAME_ORDER;

/// Where a model agrees with the program, hand by hand, over one part:
/// [`SAME_CATEGORY`] and [`SAME_ORDER`] bits.
pub(super) fn agreement(model: &Model, j: &Judged, strengths: bool, hi_lo: bool) -> Vec<u8> {
    let answers: Vec<Verdict> = (0..j.len())
        .into_par_iter()
        .with_min_len(2048)
        .map(|i| model.answer(j.hand(i)))
        .collect();
    let mut agree: Vec<u8> = answers
        .iter()
        .zip(&j.got)
        .map(|(m, g)| {
            let category =
                (j.order_only || m.category == g.category) && low_kind(&m.low) == low_kind(&g.low);
            if category {
                SAME
            } else {
                SAME_ORDER
            }
        })
        .collect();
    if strengths {
        let mut items: Vec<(Strength, Strength, u32)> = answers
            .iter()
            .zip(&j.got)
            .enumerate()
            .filter_map(|(i, (m, g))| Some((m.strength?, g.strength?, i as u32)))
            .collect();
        let mut bad = vec![false; j.len()];
        misplaced(&mut items, &mut bad);
        if hi_lo {
            let mut items: Vec<(Strength, Strength, u32)> = answers
                .iter()
                .zip(&j.got)
                .enumerate()
                .filter_map(|(i, (m, g))| {
                    Some((low_strength(&m.low)?, low_strength(&g.low)?, i as u32))
                })
                .collect();
            misplaced(&mut items, &mut bad);
        }
        for (a, b) in agree.iter_mut().zip(bad) {
            if b {
                *a &= !SAME_ORDER;
            }
        }
    }
    agree
}

/// Classes (indices into the scored list) with the symptoms they explain.
pub(super) type ClassesAndSymptoms = (Vec<usize>, Vec<(Symptom, u64)>);

/// Every part's agreement, one vector per part.
pub(super) type Agreement = Vec<Vec<u8>>;

/// The program's symptoms over all parts, and the symptom groups.
pub(super) struct Subject<'a> {
    pub(super) game: &'static Game,
    pub(super) parts: &'a [Judged],
    /// Per part, per hand: symptom bits and the category symptom.
    pub(super) symptoms: Vec<Vec<(u8, Option<Symptom>)>>,
    pub(super) strengths: bool,
}

impl Subject<'_> {
    /// The symptoms of one hand.
    pub(super) fn of(&self, p: usize, i: usize) -> Vec<Symptom> {
        let (bits, cat) = self.symptoms[p][i];
        let mut v = Vec::new();
        if let Some(c) = cat {
            v.push(c);
        }
        if bits & LOW != 0 {
            v.push(Symptom::Low);
        }
        if bits & ORD != 0 {
            v.push(Symptom::Order);
        }
        if bits & LORD != 0 {
            v.push(Symptom::LowOrder);
        }
        v
    }

    /// Whether hand `i` of part `p` shows `sym` (no allocation).
    pub(super) fn shows(&self, p: usize, i: usize, sym: &Symptom) -> bool {
        let (bits, cat) = &self.symptoms[p][i];
        match sym {
            Symptom::Category { .. } => cat.as_ref() == Some(sym),
            Symptom::Low => bits & LOW != 0,
            Symptom::Order => bits & ORD != 0,
            Symptom::LowOrder => bits & LORD != 0,
        }
    }

    pub(super) fn weight(&self, p: usize, i: usize) -> u64 {
        u64::from(self.parts[p].weights[i])
    }

    pub(super) fn agreement(&self, model: &Model) -> Agreement {
        self.parts
            .iter()
            .map(|j| agreement(model, j, self.strengths, self.game.is_hi_lo()))
            .collect()
    }

    /// (failing hands of `only` (all symptoms if empty) explained, failing
    /// hands of them, right hands with a wrong prediction).
    pub(super) fn score(&self, agree: &Agreement, only: &[Symptom]) -> (u64, u64, u64) {
        self.score_by(agree, only, SAME)
    }

    /// As [`Subject::score`], the category and low alone: the hands where
    /// the model gives the program's category and low, whatever the order.
    pub(super) fn score_category(&self, agree: &Agreement, only: &[Symptom]) -> (u64, u64, u64) {
        self.score_by(agree, only, SAME_CATEGORY)
    }

    fn score_by(&self, agree: &Agreement, only: &[Symptom], need: u8) -> (u64, u64, u64) {
        let (mut explained, mut failing, mut wrong) = (0, 0, 0);
        for (p, part) in agree.iter().enumerate() {
            for (i, &a) in part.iter().enumerate() {
                let w = self.weight(p, i);
                let ok = a & need == need;
                if self.symptoms[p][i].0 == 0 {
                    if !ok {
                        wrong += w;
                    }
                    continue;
                }
                let counts = only.is_empty() || only.iter().any(|s| self.shows(p, i, s));
                if counts {
                    failing += w;
                    if ok {
                        explained += w;
                    }
                }
            }
        }
        (explained, failing, wrong)
    }
}

/// How a class's model meets the failing hands: (touched, contradicted,
/// contradicted by its own answer).
/// It *touches* a failing hand where it gives the program's category and
/// low and answers otherwise than the reference (a wrong category or low
/// reproduced, or a hand scored otherwise where only the order is wrong);
/// it *contradicts* one where its category or low is not the program's
/// (there the class cannot be the whole cause). The third count is the
/// contradicted hands where the category or low is the class's own, not
/// the reference's: a class that contradicts only by keeping the
/// reference's answer where the program does not may still be one of the
/// bugs of a program with several. `base` holds the reference
/// model's answers on the failing hands, in the order of `failing`.
pub(super) fn touch_score(
    subject: &Subject,
    failing: &[(usize, usize)],
    base: &[Verdict],
    model: &Model,
) -> (u64, u64, u64) {
    let (mut touched, mut contradicted, mut own) = (0, 0, 0);
    for (&(p, i), a) in failing.iter().zip(base) {
        let j = &subject.parts[p];
        let b = model.answer(j.hand(i));
        let got = &j.got[i];
        let w = subject.weight(p, i);
        let category_wrong = !j.order_only && b.category != got.category;
        let low_wrong = low_kind(&b.low) != low_kind(&got.low);
        if category_wrong || low_wrong {
            contradicted += w;
            // Its own wrong category or low; where it keeps the
            // reference's, another class may explain the hand (a library
            // with several bugs).
            if (category_wrong && b.category != a.category)
                || (low_wrong && low_kind(&b.low) != low_kind(&a.low))
            {
                own += w;
            }
        } else if *a != b {
            touched += w;
        }
    }
    (touched, contradicted, own)
}
