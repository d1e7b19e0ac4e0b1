//! Answers that depend on history: a subject whose answers come from a
//! cache keyed on the ranks alone (a flush and a plain hand of the same
//! ranks share the first answer), whose fresh copies start with an empty
//! cache, is named by `answers-depend-on-history`, and each kind's example
//! says what the hand alone gets and which hands bring the wrong answer.

use super::*;
use crate::external::Outcome;
use showdown_evaluators::bug_classes::HISTORY;
use showdown_evaluators::card::Card;
use showdown_evaluators::reference::Reference;
use std::collections::HashMap;
use std::sync::Mutex;

/// The reference behind a cache keyed on the sorted ranks.
struct Cached {
    reference: Reference,
    cache: Mutex<HashMap<Vec<u8>, Outcome>>,
    fresh: bool,
}

impl Cached {
    fn new(fresh: bool) -> Cached {
        Cached {
            reference: Reference::new(),
            cache: Mutex::new(HashMap::new()),
            fresh,
        }
    }

    fn answer(&self, cache: &mut HashMap<Vec<u8>, Outcome>, hand: &[Card]) -> Outcome {
        let mut key: Vec<u8> = hand.iter().map(|c| c.rank().index()).collect();
        key.sort_unstable();
        cache
            .entry(key)
            .or_insert_with(|| {
                Outcome::Verdict(
                    showdown_evaluators::evaluator::Evaluator::evaluate(&self.reference, hand)
                        .unwrap(),
                )
            })
            .clone()
    }
}

impl Subject for Cached {
    fn evaluator(&self) -> &dyn Evaluator {
        &self.reference
    }
    fn evaluate_uniform(&self, n: usize, cards: &[Card]) -> Vec<Outcome> {
        let mut cache = self.cache.lock().unwrap();
        cards
            .chunks(n)
            .map(|h| self.answer(&mut cache, h))
            .collect()
    }
    fn fresh_copies(&self) -> bool {
        self.fresh
    }
    fn ask_fresh(
        &self,
        hands: &[Vec<Card>],
        _deadline: Option<std::time::Instant>,
    ) -> Option<Vec<Outcome>> {
        let mut cache = HashMap::new();
        self.fresh
            .then(|| hands.iter().map(|h| self.answer(&mut cache, h)).collect())
    }
}

fn options() -> CheckOptions {
    CheckOptions {
        vectors: None,
        random: 3_000,
        cards: Some(vec![5]),
        bad_input: false,
        ..CheckOptions::default()
    }
}

#[test]
fn a_cache_keyed_on_too_little_is_named_with_a_sequence_that_reproduces_it() {
    let subject = Cached::new(true);
    let report = check_with(&subject, &options());
    let d = report.diagnosis.as_ref().expect("a diagnosis");
    assert_eq!(d.named(), [HISTORY], "{}", d.to_text());
    assert!(d.whole.as_ref().unwrap().complete());
    let problems = report.problems();
    let marked: Vec<&Problem> = problems.iter().filter(|p| p.history.is_some()).collect();
    assert!(!marked.is_empty());
    // Every mark is true of a fresh copy: the hand alone gets `alone`,
    // and after the sequence (when one is given) the check's answer.
    let mut sequences = 0;
    for p in &marked {
        let h = p.history.as_ref().unwrap();
        let hand = p.example[h.hand].cards.clone();
        if h.asked_alone {
            let alone = subject
                .ask_fresh(std::slice::from_ref(&hand), None)
                .unwrap();
            assert_eq!(alone[0].to_string(), h.alone);
        }
        assert_ne!(h.alone, h.after);
        if let Some(before) = &h.before {
            sequences += 1;
            let mut hands: Vec<Vec<Card>> = before.iter().map(|b| b.cards.clone()).collect();
            hands.push(hand);
            let answers = subject.ask_fresh(&hands, None).unwrap();
            assert_eq!(answers.last().unwrap().to_string(), h.after);
            // Shrunk: a cache needs one hand of the same ranks before.
            assert_eq!(before.len(), 1, "{before:?}");
        }
    }
    assert!(sequences >= 1, "a reproducing sequence is given");
    let text = report.to_text();
    assert!(
        text.contains("the answer depends on what was asked before"),
        "{text}"
    );
    assert!(
        text.contains("to reproduce, ask a fresh copy these 1 hand(s)"),
        "{text}"
    );
    let json = report.to_json();
    assert_eq!(
        json["diagnosis"]["explained_by"]["classes"][0]["id"],
        HISTORY
    );
}

#[test]
fn without_fresh_copies_nothing_is_said_of_history() {
    let report = check_with(&Cached::new(false), &options());
    assert!(report.problems().iter().all(|p| p.history.is_none()));
    let d = report.diagnosis.as_ref().expect("a diagnosis");
    assert!(!d.named().contains(&HISTORY.to_string()));
}

/// A program whose answers are a function of the hand, with fresh copies:
/// no problem is marked, and its class is named as before.
#[test]
fn answers_that_are_a_function_of_the_hand_are_not_marked() {
    struct Fresh(HoldemDouble);
    impl Subject for Fresh {
        fn evaluator(&self) -> &dyn Evaluator {
            &self.0
        }
        fn evaluate_uniform(&self, n: usize, cards: &[Card]) -> Vec<Outcome> {
            InProcess(&self.0).evaluate_uniform(n, cards)
        }
        fn fresh_copies(&self) -> bool {
            true
        }
        fn ask_fresh(
            &self,
            hands: &[Vec<Card>],
            _deadline: Option<std::time::Instant>,
        ) -> Option<Vec<Outcome>> {
            Some(
                hands
                    .iter()
                    .flat_map(|h| InProcess(&self.0).evaluate_uniform(h.len(), h))
                    .collect(),
            )
        }
    }
    let report = check_with(&Fresh(lazy_kickers()), &options());
    assert!(!report.problems().is_empty());
    assert!(report.problems().iter().all(|p| p.history.is_none()));
}
