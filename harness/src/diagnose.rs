//! Diagnosis: why an evaluator is wrong, by the catalogue of known bug
//! classes ([`showdown_evaluators::bug_classes`]).
//!
//! `check` keeps the hands it judged with the program's answers
//! ([`Judged`]). Each class of the game is a model, the reference with one
//! rule broken; a class *explains* a kind of problem when its model gives
//! the program's answers on the failing hands of that kind (the category,
//! the low, the place among the other hands) and agrees with the program on
//! every hand the program gets right. The diagnosis names, for the whole
//! run and per kind of problem, the smallest set of classes that explains
//! it, with the lesson that teaches it, or says that no known class does and
//! shows hands that stay unexplained.
//!
//! It is cheap: the models run in process on hands already judged; a class
//! is tried on every hand only when it answers differently from the
//! reference on some failing hand.

use rayon::prelude::*;
use showdown_evaluators::bug_classes::{self, BugClass, Model};
use showdown_evaluators::card::Card;
use showdown_evaluators::category::Category;
use showdown_evaluators::evaluator::{Low, Strength, Verdict};
use showdown_evaluators::game::Game;
use showdown_evaluators::games::hi_lo;
use showdown_evaluators::reference::category_of;
use std::fmt::Write as _;

/// Hands of one size that `check` judged, with the program's answers.
#[derive(Clone, Debug, Default)]
pub struct Judged {
    /// Cards per hand.
    pub n: usize,
    /// The hands, one after another, in the order the program got them.
    pub cards: Vec<Card>,
    /// The reference's strength of each hand.
    pub reference: Vec<u16>,
    /// The reference's low of each hand (hi-lo games; otherwise not played).
    pub want_low: Vec<Low>,
    /// The program's answer to each.
    pub got: Vec<Verdict>,
    /// How many hands each stands for (a sweep up to renaming suits).
    pub weights: Vec<u32>,
    /// Hands not kept because the cap was reached.
    pub dropped: u64,
}

/// The most hands of one part kept for the diagnosis (a sweep keeps its
/// first hands up to this many; random parts are smaller).
pub const KEEP: usize = 400_000;

impl Judged {
    /// Nothing kept yet, for hands of `n` cards.
    pub fn new(n: usize) -> Judged {
        Judged {
            n,
            ..Judged::default()
        }
    }

    /// Keeps one judged hand (past [`KEEP`] hands, only counts it).
    pub fn push(
        &mut self,
        cards: &[Card],
        reference: u16,
        got: &Verdict,
        want_low: Low,
        weight: u64,
    ) {
        if self.reference.len() >= KEEP {
            self.dropped += 1;
            return;
        }
        self.cards.extend_from_slice(cards);
        self.reference.push(reference);
        self.want_low.push(want_low);
        self.got.push(*got);
        self.weights.push(u32::try_from(weight).unwrap_or(u32::MAX));
    }

    /// How many hands are kept.
    pub fn len(&self) -> usize {
        self.reference.len()
    }

    /// Whether none is.
    pub fn is_empty(&self) -> bool {
        self.reference.is_empty()
    }

    fn hand(&self, i: usize) -> &[Card] {
        &self.cards[i * self.n..(i + 1) * self.n]
    }
}

/// A class as a report names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassRef {
    /// The class's id.
    pub id: String,
    /// Its cause, one sentence.
    pub cause: String,
    /// Where showdown teaches it.
    pub lesson: String,
}

impl ClassRef {
    fn of(c: &BugClass) -> ClassRef {
        ClassRef {
            id: c.id.clone(),
            cause: c.cause.clone(),
            lesson: c.lesson.clone(),
        }
    }
}

/// A kind of wrong answer, per hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Symptom {
    /// The category is wrong.
    Category {
        /// The reference's.
        expected: Category,
        /// The program's.
        got: Category,
    },
    /// The hand is misplaced among hands of its size (its class split,
    /// merged with or inverted against a neighbour).
    Order,
    /// The low half says a low where there is none, or none where there is.
    Low,
    /// The low is misplaced among the lows.
    LowOrder,
}

impl Symptom {
    /// One line.
    pub fn describe(&self) -> String {
        match self {
            Symptom::Category { expected, got } => {
                format!(
                    "category: {} where the hand is {}",
                    got.token(),
                    expected.token()
                )
            }
            Symptom::Order => "order: hands misplaced among hands of their size".into(),
            Symptom::Low => "low: a low where there is none, or none where there is one".into(),
            Symptom::LowOrder => "low order: lows misplaced among the lows".into(),
        }
    }

    /// A stable token, as `check`'s problem kinds (`category:straight->high-card`,
    /// `order`, `low`, `low:order`).
    pub fn token(&self) -> String {
        match self {
            Symptom::Category { expected, got } => {
                format!("category:{}->{}", expected.token(), got.token())
            }
            Symptom::Order => "order".into(),
            Symptom::Low => "low".into(),
            Symptom::LowOrder => "low:order".into(),
        }
    }
}

/// One cause found: classes that together explain some kinds of problem.
#[derive(Clone, Debug)]
pub struct Cause {
    /// The classes (one, or the smallest combination).
    pub classes: Vec<ClassRef>,
    /// The kinds of problem it explains, with their failing hands.
    pub symptoms: Vec<(Symptom, u64)>,
    /// Failing hands of those kinds its model reproduces.
    pub explained: u64,
    /// Failing hands of those kinds.
    pub failing: u64,
    /// Hands the program gets right where the model would answer otherwise.
    pub wrong_on_right: u64,
    /// Other classes that explain exactly as much (the judged hands cannot
    /// tell them apart).
    pub equally: Vec<String>,
}

impl Cause {
    /// Whether the model reproduces every failing hand and no wrong answer.
    pub fn complete(&self) -> bool {
        self.explained == self.failing && self.wrong_on_right == 0
    }
}

/// Kinds of problem no known class explains.
#[derive(Clone, Debug)]
pub struct Unexplained {
    /// The kinds, with their failing hands.
    pub symptoms: Vec<(Symptom, u64)>,
    /// The class that comes nearest, with the hands it explains.
    pub nearest: Option<(ClassRef, u64, u64)>,
    /// A few hands that stay unexplained, as text, with the program's answer.
    pub hands: Vec<String>,
}

/// The diagnosis of one check.
#[derive(Clone, Debug, Default)]
pub struct Diagnosis {
    /// The game.
    pub game: &'static str,
    /// Classes of the game tried.
    pub classes_tried: usize,
    /// Hands kept and compared (sum of weights).
    pub hands: u64,
    /// Of them, hands with a problem.
    pub failing: u64,
    /// Of them, hands the program gets right.
    pub right: u64,
    /// Hands judged but not kept (over the cap).
    pub dropped: u64,
    /// The smallest set of classes that explains the whole run, if one does.
    pub whole: Option<Cause>,
    /// One cause per class found (the symptoms each explains).
    pub causes: Vec<Cause>,
    /// What stays unexplained.
    pub unexplained: Vec<Unexplained>,
    /// Whether the program gave strengths (order was compared).
    pub order_compared: bool,
    /// How long the diagnosis took (it runs after every part, in process).
    pub seconds: f64,
    /// The CPU time it took (all threads).
    pub cpu_seconds: f64,
}

impl Diagnosis {
    /// Whether the program had problems the diagnosis looked at.
    pub fn has_problems(&self) -> bool {
        self.failing > 0
    }

    /// The ids of the classes named as explaining the whole run.
    pub fn named(&self) -> Vec<String> {
        match &self.whole {
            Some(w) => w.classes.iter().map(|c| c.id.clone()).collect(),
            None => Vec::new(),
        }
    }
}

/// The category a reference strength stands for in `game`.
fn category_in(game: &Game, strength: u16) -> Category {
    game.categories
        .get(usize::from(strength >> 12))
        .copied()
        .unwrap_or(category_of(strength))
}

const CAT: u8 = 1;
const LOW: u8 = 2;
const ORD: u8 = 4;
const LORD: u8 = 8;

fn low_kind(l: &Low) -> u8 {
    match l {
        Low::NotPlayed => 0,
        Low::NoLow => 1,
        Low::Qualifies(_) => 2,
    }
}

fn low_strength(l: &Low) -> Option<Strength> {
    match l {
        Low::Qualifies(s) => *s,
        _ => None,
    }
}

/// The hands (indices) in classes of `items` (key, program strength,
/// hand) that the program splits, merges with a neighbour or inverts.
fn misplaced<K: Ord + Copy>(items: &mut [(K, Strength, u32)], out: &mut [bool]) {
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
fn program_symptoms(game: &Game, j: &Judged, strengths: bool) -> Vec<(u8, Option<Symptom>)> {
    let mut out: Vec<(u8, Option<Symptom>)> = (0..j.len())
        .map(|i| {
            let expected = category_in(game, j.reference[i]);
            let got = &j.got[i];
            let mut bits = 0;
            let mut cat = None;
            if got.category != expected {
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

/// Where a model agrees with the program, hand by hand, over one part.
fn agreement(model: &Model, j: &Judged, strengths: bool, hi_lo: bool) -> Vec<bool> {
    let answers: Vec<Verdict> = (0..j.len())
        .into_par_iter()
        .with_min_len(2048)
        .map(|i| model.answer(j.hand(i)))
        .collect();
    let mut agree: Vec<bool> = answers
        .iter()
        .zip(&j.got)
        .map(|(m, g)| m.category == g.category && low_kind(&m.low) == low_kind(&g.low))
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
                *a = false;
            }
        }
    }
    agree
}

/// Classes (indices into the scored list) with the symptoms they explain.
type ClassesAndSymptoms = (Vec<usize>, Vec<(Symptom, u64)>);

/// Every part's agreement, one vector per part.
type Agreement = Vec<Vec<bool>>;

/// The program's symptoms over all parts, and the symptom groups.
struct Subject<'a> {
    game: &'static Game,
    parts: &'a [Judged],
    /// Per part, per hand: symptom bits and the category symptom.
    symptoms: Vec<Vec<(u8, Option<Symptom>)>>,
    strengths: bool,
}

impl Subject<'_> {
    /// The symptoms of one hand.
    fn of(&self, p: usize, i: usize) -> Vec<Symptom> {
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
    fn shows(&self, p: usize, i: usize, sym: &Symptom) -> bool {
        let (bits, cat) = &self.symptoms[p][i];
        match sym {
            Symptom::Category { .. } => cat.as_ref() == Some(sym),
            Symptom::Low => bits & LOW != 0,
            Symptom::Order => bits & ORD != 0,
            Symptom::LowOrder => bits & LORD != 0,
        }
    }

    fn weight(&self, p: usize, i: usize) -> u64 {
        u64::from(self.parts[p].weights[i])
    }

    fn agreement(&self, model: &Model) -> Agreement {
        self.parts
            .iter()
            .map(|j| agreement(model, j, self.strengths, self.game.is_hi_lo()))
            .collect()
    }

    /// (failing hands of `only` (all symptoms if empty) explained, failing
    /// hands of them, right hands with a wrong prediction).
    fn score(&self, agree: &Agreement, only: &[Symptom]) -> (u64, u64, u64) {
        let (mut explained, mut failing, mut wrong) = (0, 0, 0);
        for (p, part) in agree.iter().enumerate() {
            for (i, &a) in part.iter().enumerate() {
                let w = self.weight(p, i);
                if self.symptoms[p][i].0 == 0 {
                    if !a {
                        wrong += w;
                    }
                    continue;
                }
                let counts = only.is_empty() || only.iter().any(|s| self.shows(p, i, s));
                if counts {
                    failing += w;
                    if a {
                        explained += w;
                    }
                }
            }
        }
        (explained, failing, wrong)
    }
}

/// How many failing hands `model` could explain: where the category or
/// the low is wrong, it gives the program's (and not the reference's);
/// where only the order is, it scores the hand otherwise than the
/// reference. `base` holds the reference model's answers on the failing
/// hands, in the order of `failing`.
fn touch_score(
    subject: &Subject,
    failing: &[(usize, usize)],
    base: &[Verdict],
    model: &Model,
) -> u64 {
    failing
        .iter()
        .zip(base)
        .filter(|&(&(p, i), a)| {
            let j = &subject.parts[p];
            let b = model.answer(j.hand(i));
            let bits = subject.symptoms[p][i].0;
            let got = &j.got[i];
            *a != b
                && (bits & (CAT | LOW) == 0
                    || (b.category == got.category && low_kind(&b.low) == low_kind(&got.low)))
        })
        .map(|(&(p, i), _)| subject.weight(p, i))
        .sum()
}

/// The most classes tried on every hand (the best by [`touch_score`]).
const MAX_FULL: usize = 6;

/// The most classes a combination may have.
const MAX_COMBINATION: usize = 3;
/// The most candidate classes combinations are made of.
const MAX_CANDIDATES: usize = 8;

/// Diagnoses the program's answers on the kept hands of `game`.
pub fn diagnose(game: &'static Game, strengths: bool, parts: &[Judged]) -> Diagnosis {
    let started = std::time::Instant::now();
    let cpu = process_cpu_seconds();
    let mut d = diagnose_parts(game, strengths, parts);
    d.seconds = started.elapsed().as_secs_f64();
    d.cpu_seconds = process_cpu_seconds() - cpu;
    d
}

/// The CPU time this process has used so far (every thread), in seconds.
fn process_cpu_seconds() -> f64 {
    // SAFETY: getrusage only writes the struct it is given.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    if unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut usage) } != 0 {
        return 0.0;
    }
    let t = |tv: libc::timeval| tv.tv_sec as f64 + tv.tv_usec as f64 / 1e6;
    t(usage.ru_utime) + t(usage.ru_stime)
}

/// In a game with hole cards a model weighs every legal five (60 of them
/// for four hole cards and a full board): there the diagnosis compares at
/// most this many failing and this many right hands of each part, spread
/// evenly over it (the report counts the others as not compared).
const HOLE_CARD_SAMPLE: usize = 400;

/// `parts` thinned to [`HOLE_CARD_SAMPLE`] failing and right hands each,
/// and how many hands were left out.
fn sample(game: &'static Game, strengths: bool, parts: &[Judged]) -> (Vec<Judged>, u64) {
    let mut left_out = 0;
    let thinned = parts
        .iter()
        .map(|j| {
            let symptoms = program_symptoms(game, j, strengths);
            let failing: Vec<usize> = (0..j.len()).filter(|&i| symptoms[i].0 != 0).collect();
            let right: Vec<usize> = (0..j.len()).filter(|&i| symptoms[i].0 == 0).collect();
            let spread = |v: &[usize]| -> Vec<usize> {
                let step = v.len().div_ceil(HOLE_CARD_SAMPLE).max(1);
                v.iter().step_by(step).copied().collect()
            };
            let mut keep: Vec<usize> = spread(&failing);
            keep.extend(spread(&right));
            keep.sort_unstable();
            let mut out = Judged::new(j.n);
            for &i in &keep {
                out.push(
                    j.hand(i),
                    j.reference[i],
                    &j.got[i],
                    j.want_low[i],
                    u64::from(j.weights[i]),
                );
            }
            out.dropped = j.dropped;
            left_out += (j.len() - keep.len()) as u64;
            out
        })
        .collect();
    (thinned, left_out)
}

fn diagnose_parts(game: &'static Game, strengths: bool, parts: &[Judged]) -> Diagnosis {
    if game.has_hole_cards() {
        let (thinned, left_out) = sample(game, strengths, parts);
        let mut d = diagnose_kept(game, strengths, &thinned);
        d.dropped += left_out;
        return d;
    }
    diagnose_kept(game, strengths, parts)
}

fn diagnose_kept(game: &'static Game, strengths: bool, parts: &[Judged]) -> Diagnosis {
    let classes = bug_classes::for_game(game);
    let symptoms: Vec<_> = parts
        .iter()
        .map(|j| program_symptoms(game, j, strengths))
        .collect();
    let subject = Subject {
        game,
        parts,
        symptoms,
        strengths,
    };
    let mut d = Diagnosis {
        game: game.id,
        classes_tried: classes.len(),
        dropped: parts.iter().map(|j| j.dropped).sum(),
        order_compared: strengths,
        ..Diagnosis::default()
    };
    // Symptom groups with their failing hands.
    let mut groups: Vec<(Symptom, u64)> = Vec::new();
    for (p, j) in parts.iter().enumerate() {
        for i in 0..j.len() {
            let w = subject.weight(p, i);
            d.hands += w;
            let s = subject.of(p, i);
            if s.is_empty() {
                d.right += w;
            } else {
                d.failing += w;
            }
            for sym in s {
                match groups.iter_mut().find(|g| g.0 == sym) {
                    Some(g) => g.1 += w,
                    None => groups.push((sym, w)),
                }
            }
        }
    }
    groups.sort();
    if d.failing == 0 {
        return d;
    }
    let base = bug_classes::base_model(game);
    // The classes that could explain some failing hand, the likeliest first:
    // only those are tried on every hand.
    let failing: Vec<(usize, usize)> = parts
        .iter()
        .enumerate()
        .flat_map(|(p, j)| (0..j.len()).map(move |i| (p, i)))
        .filter(|&(p, i)| subject.symptoms[p][i].0 != 0)
        .collect();
    let base_answers: Vec<Verdict> = failing
        .par_iter()
        .map(|&(p, i)| base.answer(parts[p].hand(i)))
        .collect();
    let mut touching: Vec<(&BugClass, u64)> = classes
        .par_iter()
        .map(|&c| {
            (
                c,
                touch_score(&subject, &failing, &base_answers, &c.model(game)),
            )
        })
        .filter(|&(_, score)| score > 0)
        .collect();
    touching.sort_by_key(|t| std::cmp::Reverse(t.1));
    touching.truncate(MAX_FULL);
    // Every hand, the likeliest first; once one class explains everything,
    // only the classes that touched as many failing hands are tried too.
    let mut scored: Vec<(&BugClass, Agreement, (u64, u64, u64))> = Vec::new();
    let mut complete_at: Option<u64> = None;
    for &(c, touched) in &touching {
        if complete_at.is_some_and(|t| touched < t) {
            break;
        }
        let agree = subject.agreement(&c.model(game));
        let score = subject.score(&agree, &[]);
        if score.0 == score.1 && score.2 == 0 && complete_at.is_none() {
            complete_at = Some(touched);
        }
        scored.push((c, agree, score));
    }
    // The whole run: one class, else the smallest combination.
    let mut candidates: Vec<usize> = (0..scored.len()).filter(|&k| scored[k].2 .0 > 0).collect();
    candidates.sort_by(|&a, &b| {
        let (sa, sb) = (scored[a].2, scored[b].2);
        sb.0.cmp(&sa.0).then(sa.2.cmp(&sb.2))
    });
    candidates.truncate(MAX_CANDIDATES);
    let complete = |s: (u64, u64, u64)| s.0 == s.1 && s.2 == 0;
    let singles: Vec<usize> = (0..scored.len())
        .filter(|&k| complete(scored[k].2))
        .collect();
    let mut whole: Option<(Vec<usize>, Agreement)> =
        singles.first().map(|&k| (vec![k], scored[k].1.clone()));
    'sizes: for size in 2..=MAX_COMBINATION {
        if whole.is_some() {
            break;
        }
        for combo in combinations(&candidates, size) {
            let set: Vec<&BugClass> = combo.iter().map(|&k| scored[k].0).collect();
            let agree = subject.agreement(&bug_classes::model_of(game, &set));
            if complete(subject.score(&agree, &[])) {
                whole = Some((combo, agree));
                break 'sizes;
            }
        }
    }
    let cause_of = |members: &[usize], agree: &Agreement, syms: &[(Symptom, u64)]| {
        let only: Vec<Symptom> = syms.iter().map(|s| s.0).collect();
        let (explained, failing, wrong_on_right) = subject.score(agree, &only);
        Cause {
            classes: members.iter().map(|&k| ClassRef::of(scored[k].0)).collect(),
            symptoms: syms.to_vec(),
            explained,
            failing,
            wrong_on_right,
            equally: Vec::new(),
        }
    };
    if let Some((members, agree)) = &whole {
        let mut w = cause_of(members, agree, &groups);
        if members.len() == 1 {
            w.equally = singles[1..]
                .iter()
                .map(|&k| scored[k].0.id.clone())
                .collect();
        }
        d.whole = Some(w);
    }
    // Per kind of problem: the class of the whole explanation that explains
    // it (else the best single class), grouped by class.
    let mut causes: Vec<ClassesAndSymptoms> = Vec::new();
    for &(sym, n) in &groups {
        let pool: Vec<usize> = match &whole {
            Some((m, _)) => m.clone(),
            None => (0..scored.len()).collect(),
        };
        let best = pool
            .iter()
            .copied()
            .map(|k| (k, subject.score(&scored[k].1, &[sym])))
            .filter(|(_, s)| s.0 == s.1 && (whole.is_some() || s.2 == 0))
            .max_by(|a, b| {
                a.1 .2
                    .cmp(&b.1 .2)
                    .reverse()
                    .then(scored[a.0].2 .0.cmp(&scored[b.0].2 .0))
                    .then(b.0.cmp(&a.0))
            });
        match best {
            Some((k, _)) => match causes.iter_mut().find(|c| c.0 == [k]) {
                Some(c) => c.1.push((sym, n)),
                None => causes.push((vec![k], vec![(sym, n)])),
            },
            None => {
                // Explained only by the whole combination, or by nothing known.
                if let Some((m, _)) = &whole {
                    match causes.iter_mut().find(|c| &c.0 == m) {
                        Some(c) => c.1.push((sym, n)),
                        None => causes.push((m.clone(), vec![(sym, n)])),
                    }
                } else {
                    d.unexplained.push(unexplained(&subject, &scored, sym, n));
                }
            }
        }
    }
    for (members, syms) in causes {
        let agree = if members.len() == 1 {
            scored[members[0]].1.clone()
        } else {
            whole.as_ref().map(|w| w.1.clone()).unwrap_or_default()
        };
        let mut c = cause_of(&members, &agree, &syms);
        if members.len() == 1 {
            let only: Vec<Symptom> = syms.iter().map(|s| s.0).collect();
            let mine = subject.score(&agree, &only);
            c.equally = (0..scored.len())
                .filter(|&k| k != members[0])
                .filter(|&k| {
                    let s = subject.score(&scored[k].1, &only);
                    s.0 == mine.0 && s.2 <= mine.2 && s.0 == s.1
                })
                .map(|k| scored[k].0.id.clone())
                .collect();
        }
        d.causes.push(c);
    }
    d
}

/// What stays of one symptom when no class explains it.
fn unexplained(
    subject: &Subject,
    scored: &[(&BugClass, Agreement, (u64, u64, u64))],
    sym: Symptom,
    n: u64,
) -> Unexplained {
    let nearest = scored
        .iter()
        .map(|(c, agree, _)| (c, agree, subject.score(agree, &[sym])))
        .filter(|(_, _, s)| s.0 > 0)
        .max_by(|a, b| {
            (a.2 .0, std::cmp::Reverse(a.2 .2)).cmp(&(b.2 .0, std::cmp::Reverse(b.2 .2)))
        });
    let mut hands = Vec::new();
    'parts: for (p, j) in subject.parts.iter().enumerate() {
        for i in 0..j.len() {
            if !subject.shows(p, i, &sym) {
                continue;
            }
            if nearest.is_some_and(|(_, agree, _)| agree[p][i]) {
                continue;
            }
            hands.push(format!(
                "{} says `{}`",
                showdown_evaluators::games::format_joined(subject.game, j.hand(i)),
                j.got[i].to_protocol()
            ));
            if hands.len() == 3 {
                break 'parts;
            }
        }
    }
    Unexplained {
        symptoms: vec![(sym, n)],
        nearest: nearest.map(|(c, _, s)| (ClassRef::of(c), s.0, s.2)),
        hands,
    }
}

/// The `size`-element subsets of `items`, in order.
fn combinations(items: &[usize], size: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut combos = showdown_evaluators::combinations::Combinations::new(items.len(), size);
    while let Some(ix) = combos.next() {
        out.push(ix.iter().map(|&i| items[i]).collect());
    }
    out
}

fn thousands(n: u64) -> String {
    crate::numbers::thousands(n)
}

/// Cuts a line to `max` columns.
fn fit(line: String, max: usize) -> String {
    if line.chars().count() > max {
        line.chars().take(max - 1).chain(['…']).collect()
    } else {
        line
    }
}

/// Words wrapped into lines of at most `width` columns, each after `indent`.
fn wrap(text: &str, indent: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::from(indent);
    for word in text.split(' ') {
        if line.len() > indent.len() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::replace(&mut line, String::from(indent)));
        }
        if line.len() > indent.len() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if line.len() > indent.len() {
        lines.push(line);
    }
    lines.into_iter().map(|l| fit(l, width)).collect()
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
        let _ = writeln!(
            s,
            "diagnosis ({} known bug classes of {} tried on {} hands in {:.2} s, {:.2} s CPU{}{}):",
            self.classes_tried,
            self.game,
            thousands(self.hands),
            self.seconds,
            self.cpu_seconds,
            if self.dropped > 0 {
                format!("; {} more not compared", thousands(self.dropped))
            } else {
                String::new()
            },
            if self.order_compared {
                ""
            } else {
                "; categories and lows only, no strengths given"
            }
        );
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
                for l in wrap(&w.figures(self.right), "    ", 100) {
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
            None => {
                let _ = writeln!(s, "  no known class or combination of up to {MAX_COMBINATION} explains every problem");
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
            for l in wrap(&c.figures(self.right), "      ", 100) {
                let _ = writeln!(s, "{l}");
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
                            "      nearest: {} explains {} of them ({} wrong on right hands)",
                            c.id,
                            thousands(*explained),
                            thousands(*wrong)
                        ),
                        100
                    )
                );
            }
            for h in &u.hands {
                let _ = writeln!(s, "{}", fit(format!("      unexplained: {h}"), 100));
            }
        }
        s
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::source::GameReference;
    use showdown_evaluators::evaluator::Evaluator;
    use showdown_evaluators::games::{evaluate_joined, reference_for};
    use showdown_evaluators::HOLDEM;

    /// `program`'s answers on random hands of `game`, kept as `check` keeps them.
    fn judged(
        program: &dyn Evaluator,
        game: &'static Game,
        counts: &[usize],
        per: usize,
    ) -> Vec<Judged> {
        let reference = GameReference::new(game);
        let low_reference = reference_for(game);
        let deck = game.deck();
        let mut rng = crate::random::SplitMix(11);
        counts
            .iter()
            .map(|&n| {
                let mut j = Judged::new(n);
                let mut hand = Vec::new();
                for _ in 0..per {
                    hand.clear();
                    rng.deal_into(&deck, n, &mut hand);
                    let got = evaluate_joined(program, &hand).unwrap();
                    let want = evaluate_joined(&*low_reference, &hand).unwrap().low;
                    j.push(&hand, reference.strength(&hand), &got, want, 1);
                }
                j
            })
            .collect()
    }

    fn named(program: &dyn Evaluator, game: &'static Game, counts: &[usize]) -> Diagnosis {
        diagnose(game, true, &judged(program, game, counts, 20_000))
    }

    #[test]
    fn one_bug_is_named_with_its_lesson() {
        let program = bug_classes::by_id("wheel-missing").unwrap().model(&HOLDEM);
        let d = named(&program, &HOLDEM, &[5, 7]);
        assert_eq!(d.named(), ["wheel-missing"], "{}", d.to_text());
        let w = d.whole.as_ref().unwrap();
        assert!(w.complete() && w.equally.is_empty(), "{}", d.to_text());
        // The category kinds of the wheel are one cause with several symptoms.
        assert_eq!(d.causes.len(), 1, "{}", d.to_text());
        assert!(d.causes[0].symptoms.len() >= 2, "{}", d.to_text());
        let text = d.to_text();
        assert!(text.contains("docs/pitfalls.md#2-the-wheel"), "{text}");
        assert!(text.lines().all(|l| l.chars().count() <= 100), "{text}");
    }

    #[test]
    fn two_bugs_are_both_named() {
        let set = [
            bug_classes::by_id("wheel-missing").unwrap(),
            bug_classes::by_id("flush-top-only").unwrap(),
        ];
        let program = bug_classes::model_of(&HOLDEM, &set);
        let d = named(&program, &HOLDEM, &[5, 7]);
        let mut got = d.named();
        got.sort();
        assert_eq!(got, ["flush-top-only", "wheel-missing"], "{}", d.to_text());
    }

    /// A bug no class knows: sevens count as aces in pairs.
    struct Unknown;
    impl Evaluator for Unknown {
        fn info(&self) -> &showdown_evaluators::EvaluatorInfo {
            static INFO: showdown_evaluators::EvaluatorInfo =
                showdown_evaluators::EvaluatorInfo::holdem(
                    "unknown",
                    showdown_evaluators::Domain::range(5, 7),
                    true,
                    "",
                    "",
                );
            &INFO
        }
        fn evaluate(&self, cards: &[Card]) -> Result<Verdict, showdown_evaluators::Rejected> {
            let mut v = bug_classes::base_model(&HOLDEM).answer(cards);
            let sevens = cards
                .iter()
                .filter(|c| c.rank() == showdown_evaluators::Rank::Seven)
                .count();
            if sevens == 2 && v.category == Category::OnePair {
                v.category = Category::ThreeOfAKind;
            }
            Ok(v)
        }
    }

    #[test]
    fn an_unknown_bug_is_said_to_be_unknown() {
        let d = named(&Unknown, &HOLDEM, &[5, 7]);
        assert!(d.whole.is_none(), "{}", d.to_text());
        assert!(!d.unexplained.is_empty(), "{}", d.to_text());
        assert!(
            d.to_text().contains("no known class explains this"),
            "{}",
            d.to_text()
        );
        assert!(!d.unexplained[0].hands.is_empty());
    }

    #[test]
    fn the_reference_has_nothing_to_diagnose() {
        let d = named(&*reference_for(&HOLDEM), &HOLDEM, &[5]);
        assert!(!d.has_problems() && d.to_text().is_empty());
    }
}
