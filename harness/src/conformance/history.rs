//! Answers that depend on history: each kind's smallest example is asked
//! again of a fresh copy of the program (a new process, asked nothing
//! before). An answer that differs there depends on what was asked before
//! (a cache keyed on too little, a buffer shared between calls); the
//! hands asked before it are then cut down, each try on another fresh
//! copy, to the shortest sequence after which the wrong answer still comes.
//!
//! What the program was asked is kept by [`Recorded`], a [`Subject`] that
//! passes every batch on and keeps the last [`KEPT`] hands in the order it
//! sent them.

use super::bad_input::Handling;
use super::judging::expected_text;
use super::problem::{HandExample, HistoryDependence, ProblemKind, Section};
use super::subject::Subject;
use crate::engine::findings;
use crate::engine::source::GameReference;
use crate::external::{Outcome, Stop};
use showdown_evaluators::card::Card;
use showdown_evaluators::evaluator::{Evaluator, Low};
use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::Instant;

/// A kind's example as asked again: the kind's place, the example's place, its
/// cards and what the program said to it in the check.
type AskedExample = (usize, usize, Vec<Card>, String);

/// The most hands kept of what the program was asked (the latest).
pub const KEPT: usize = 50_000;

/// The time the history check may take past the budget's end (within the
/// 5 s a check may run over its budget and the program's start-up).
pub const TIME: std::time::Duration = std::time::Duration::from_secs(2);

/// The most fresh copies one check starts (each a new process).
pub const MAX_FRESH: usize = 40;

/// The most hands asked before an example when its sequence is looked
/// for (the latest the program was asked; a longer history is not shown).
pub const MAX_BEFORE: usize = 2_048;

/// The dependent examples asked alone, each of a copy of its own (the
/// others keep what the first fresh copy answered after the other
/// examples).
const ASKED_ALONE: usize = 3;

/// The dependent examples whose sequence is looked for, until one is found.
const SEQUENCES_TRIED: usize = 3;

/// A [`Subject`] that keeps the latest hands it is asked, in order, when
/// its subject can make fresh copies (otherwise it only passes them on).
pub(super) struct Recorded<'a> {
    inner: &'a dyn Subject,
    keep: bool,
    log: Mutex<VecDeque<Vec<Card>>>,
    fresh_started: Mutex<usize>,
}

impl<'a> Recorded<'a> {
    pub(super) fn new(inner: &'a dyn Subject) -> Recorded<'a> {
        Recorded {
            inner,
            keep: inner.fresh_copies(),
            log: Mutex::new(VecDeque::new()),
            fresh_started: Mutex::new(0),
        }
    }

    /// The hands kept, oldest first.
    fn asked(&self) -> Vec<Vec<Card>> {
        self.log.lock().expect("log").iter().cloned().collect()
    }

    /// `hands` asked of a fresh copy, one more of [`MAX_FRESH`]; `None`
    /// when none may or can be started.
    fn fresh(&self, hands: &[Vec<Card>], deadline: Option<Instant>) -> Option<Vec<Outcome>> {
        if deadline.is_some_and(|d| Instant::now() >= d) {
            return None;
        }
        {
            let mut n = self.fresh_started.lock().expect("count");
            if *n >= MAX_FRESH {
                return None;
            }
            *n += 1;
        }
        self.inner.ask_fresh(hands, deadline)
    }
}

impl Subject for Recorded<'_> {
    fn evaluator(&self) -> &dyn Evaluator {
        self.inner.evaluator()
    }
    fn evaluate_uniform(&self, n: usize, cards: &[Card]) -> Vec<Outcome> {
        if self.keep && n > 0 {
            let mut log = self.log.lock().expect("log");
            let skip = (cards.len() / n).saturating_sub(KEPT);
            for hand in cards.chunks(n).skip(skip) {
                log.push_back(hand.to_vec());
            }
            while log.len() > KEPT {
                log.pop_front();
            }
        }
        self.inner.evaluate_uniform(n, cards)
    }
    fn version(&self) -> Option<String> {
        self.inner.version()
    }
    fn given_up(&self) -> Option<Stop> {
        self.inner.given_up()
    }
    fn set_deadline(&self, deadline: Option<Instant>) {
        self.inner.set_deadline(deadline);
    }
    fn copies(&self) -> usize {
        self.inner.copies()
    }
    fn incidents(&self) -> Vec<String> {
        self.inner.incidents()
    }
    fn preferred_batch(&self) -> usize {
        self.inner.preferred_batch()
    }
    fn probe(&self, line: &str, cards: Option<&[Card]>) -> Handling {
        self.inner.probe(line, cards)
    }
    fn fresh_copies(&self) -> bool {
        self.inner.fresh_copies()
    }
    fn ask_fresh(&self, hands: &[Vec<Card>], deadline: Option<Instant>) -> Option<Vec<Outcome>> {
        self.inner.ask_fresh(hands, deadline)
    }
}

/// Whether the history of a kind of problem is looked at: the kinds the
/// diagnosis explains (a wrong category, order or low).
fn looked_at(kind: ProblemKind) -> bool {
    super::diagnosis::diagnosable(kind)
}

/// Asks each kind's smallest example (over all sections) of a fresh copy,
/// hand by hand, until `deadline`, and marks the problem whose answer
/// differs there ([`super::Problem::history`]); for the first found, the
/// hands asked before it are cut down to the shortest sequence that brings
/// the check's answer again. Returns the kinds looked at, each with
/// whether its example's answers depend on history.
pub(super) fn check(
    subject: &Recorded<'_>,
    sections: &mut [Section],
    deadline: Option<Instant>,
) -> Vec<(ProblemKind, bool)> {
    if !subject.fresh_copies() {
        return Vec::new();
    }
    // The smallest example of each kind, as the report shows it.
    let mut smallest: HashMap<ProblemKind, (usize, usize)> = HashMap::new();
    for (i, s) in sections.iter().enumerate() {
        for (j, p) in s.problems.iter().enumerate() {
            if !looked_at(p.kind) || p.example.is_empty() {
                continue;
            }
            let better = match smallest.get(&p.kind) {
                None => true,
                Some(&(a, b)) => {
                    findings::key(&p.example) < findings::key(&sections[a].problems[b].example)
                }
            };
            if better {
                smallest.insert(p.kind, (i, j));
            }
        }
    }
    let mut order: Vec<(ProblemKind, (usize, usize))> = smallest.into_iter().collect();
    order.sort();
    let game = subject.evaluator().game();
    // First one fresh copy asked every example's hands in turn (a program
    // whose answers are a function of the hand costs one start): a hand
    // it answers otherwise than the check did depends on history (two
    // histories, two answers). Then the first few such hands alone, each
    // on a copy of its own.
    let hands: Vec<(usize, usize, Vec<Card>, String)> = order
        .iter()
        .enumerate()
        .flat_map(|(k, (_, (i, j)))| {
            sections[*i].problems[*j]
                .example
                .iter()
                .enumerate()
                .map(move |(h, e)| (k, h, e.cards.clone(), e.got.clone()))
        })
        .collect();
    let cards: Vec<Vec<Card>> = hands.iter().map(|h| h.2.clone()).collect();
    let Some(first) = subject.fresh(&cards, deadline) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut dependent = Vec::new();
    let mut alike = Vec::new();
    for (k, &(kind, (i, j))) in order.iter().enumerate() {
        let mine: Vec<(&AskedExample, Option<String>)> = hands
            .iter()
            .zip(&first)
            .filter(|(h, _)| h.0 == k)
            .map(|(h, o)| (h, answered(o)))
            .collect();
        if mine.iter().any(|m| m.1.is_none()) {
            continue; // not answered: neither way
        }
        let differs = hands
            .iter()
            .zip(&first)
            .filter(|(h, _)| h.0 == k)
            .position(|(h, o)| !says(o, &h.3));
        let Some(h) = differs else {
            alike.push((kind, i, j));
            continue;
        };
        let got = &mine[h].0 .3;
        let fresh = mine[h].1.clone().unwrap_or_default();
        sections[i].problems[j].history = Some(HistoryDependence {
            hand: h,
            alone: fresh,
            asked_alone: false,
            before: None,
            after: got.clone(),
        });
        dependent.push((i, j));
        out.push((kind, true));
    }
    // The first copy's examples share a history (an example asked after
    // another of the same ranks meets that one's answer): once one kind
    // depends on it, the kinds answered alike are asked again, each hand
    // alone of a copy of its own.
    for (kind, i, j) in alike {
        let example = sections[i].problems[j].example.clone();
        let mut found = None;
        if !dependent.is_empty() {
            for (h, e) in example.iter().enumerate() {
                let Some(o) = subject.fresh(std::slice::from_ref(&e.cards), deadline) else {
                    break;
                };
                match o.first() {
                    Some(o) if answered(o).is_some() && !says(o, &e.got) => {
                        found = Some((h, answered(o).unwrap_or_default(), e.got.clone()));
                        break;
                    }
                    _ => {}
                }
            }
        }
        match found {
            Some((h, alone, after)) => {
                sections[i].problems[j].history = Some(HistoryDependence {
                    hand: h,
                    alone,
                    asked_alone: true,
                    before: None,
                    after,
                });
                dependent.push((i, j));
                out.push((kind, true));
            }
            None => out.push((kind, false)),
        }
    }
    // The first few of them asked alone, each of a copy of its own.
    for &(i, j) in dependent.iter().take(ASKED_ALONE) {
        let Some(dep) = &sections[i].problems[j].history else {
            continue;
        };
        if dep.asked_alone {
            continue;
        }
        let cards = sections[i].problems[j].example[dep.hand].cards.clone();
        let Some(o) = subject
            .fresh(std::slice::from_ref(&cards), deadline)
            .and_then(|o| o.into_iter().next())
        else {
            continue;
        };
        if let (Some(alone), Some(dep)) = (answered(&o), &mut sections[i].problems[j].history) {
            if !says(&o, &dep.after) {
                dep.alone = alone;
                dep.asked_alone = true;
            }
        }
    }
    // The sequence that brings the wrong answer again, for the first
    // dependent examples until one is found.
    for (i, j) in dependent.into_iter().take(SEQUENCES_TRIED) {
        let p = &sections[i].problems[j];
        let Some(dep) = &p.history else { continue };
        let cards = p.example[dep.hand].cards.clone();
        let before = shortest_before(subject, &cards, &dep.alone, deadline);
        if let Some(seq) = before {
            let examples = seq
                .into_iter()
                .map(|(cards, got)| HandExample {
                    expected: expected_text(game, GameReference::new(game).strength(&cards)),
                    cards,
                    got,
                    stderr: String::new(),
                })
                .collect();
            if let Some(dep) = &mut sections[i].problems[j].history {
                dep.before = Some(examples);
            }
            break;
        }
    }
    out
}

/// Whether `o` is the answer `got` of the check's example (an order
/// example shows the strength alone, or `low` and the low's).
fn says(o: &Outcome, got: &str) -> bool {
    if o.to_string() == got {
        return true;
    }
    let Outcome::Verdict(v) = o else {
        return false;
    };
    v.strength.is_some_and(|s| s.to_string() == got)
        || matches!(v.low, Low::Qualifies(Some(s)) if format!("low {s}") == got)
}

/// The answer as text, when the program gave one (not a failure: a hand
/// not run, a crash).
fn answered(o: &Outcome) -> Option<String> {
    match o {
        Outcome::Failed(_) => None,
        o => Some(o.to_string()),
    }
}

/// The shortest run of the hands kept, ending where the program was last
/// asked `hand`, after which a fresh copy answers `hand` otherwise than
/// `alone`, with the copy's answers to them; `None` when the hands kept do
/// not bring it, or the fresh copies ran out.
fn shortest_before(
    subject: &Recorded<'_>,
    hand: &[Card],
    alone: &str,
    deadline: Option<Instant>,
) -> Option<Vec<(Vec<Card>, String)>> {
    let mut asked = subject.asked();
    if let Some(last) = asked.iter().rposition(|h| h.as_slice() == hand) {
        asked.truncate(last);
    }
    // The answers to `before` then `hand`, when the hand's answer is not
    // the one it gets alone.
    let wrong_after = |before: &[Vec<Card>]| -> Option<Option<Vec<String>>> {
        let mut hands = before.to_vec();
        hands.push(hand.to_vec());
        let answers = subject.fresh(&hands, deadline)?;
        let texts: Vec<String> = answers.iter().map(answered).collect::<Option<_>>()?;
        Some((texts.last().map(String::as_str) != Some(alone)).then_some(texts))
    };
    if asked.len() > MAX_BEFORE {
        asked.drain(..asked.len() - MAX_BEFORE);
    }
    // The latest hands first: the shortest run back from the end that
    // brings it (doubling, then halving the gap).
    let mut good = None;
    let mut bad = 0;
    let mut len = 1;
    while good.is_none() {
        let n = len.min(asked.len());
        if wrong_after(&asked[asked.len() - n..])?.is_some() {
            good = Some(n);
        } else if n == asked.len() {
            return None;
        } else {
            bad = n;
            len *= 2;
        }
    }
    let mut good = good?;
    while good - bad > 1 {
        let mid = (good + bad) / 2;
        match wrong_after(&asked[asked.len() - mid..]) {
            Some(Some(_)) => good = mid,
            Some(None) => bad = mid,
            None => break,
        }
    }
    let mut run: Vec<Vec<Card>> = asked[asked.len() - good..].to_vec();
    // Then the hands of the run one at a time, the first (the one that
    // must stay) alone first.
    if run.len() > 1 && matches!(wrong_after(&run[..1]), Some(Some(_))) {
        run.truncate(1);
    }
    let mut k = 1;
    while k < run.len() && run.len() <= 16 {
        let mut without = run.clone();
        without.remove(k);
        match wrong_after(&without) {
            Some(Some(_)) => run = without,
            Some(None) => k += 1,
            None => break,
        }
    }
    let answers = wrong_after(&run)??;
    Some(run.into_iter().zip(answers).collect())
}
