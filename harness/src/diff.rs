//! `showdown diff A B`: where two evaluators disagree, grouped by kind,
//! each kind with its smallest example.
//!
//! Kinds: a category difference (`A` says one category, `B` another), a
//! rejection on one side only, and an order difference between two hands of
//! the same size (`A` and `B` compare them differently: one orders them, the
//! other ties them, or they order them oppositely). Hands are drawn at random
//! (`--random N`, seeded, the seed printed) or every hand of the size is
//! visited (`--exhaustive`, all cores, constant memory). Order is compared
//! on consecutive pairs of hands: consecutive random hands, or in an
//! exhaustive run each hand with the one before it and with a hand held
//! from about a thousand hands earlier.

use crate::engine::example::Example;
use crate::engine::findings::{Findings, Found};
use crate::engine::source::Source;
use crate::progress::{with_progress, Progress};
use serde_json::json;
use showdown_evaluators::card::{format_cards, Card};
use showdown_evaluators::combinations::binomial;
use showdown_evaluators::evaluator::{CardOrder, Evaluator, Rejected, Verdict};
use showdown_evaluators::reference::Reference;
use std::cmp::Ordering;
use std::fmt::Write;

/// One kind of disagreement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    /// Categories differ (indices; 9 = rejected).
    Category {
        /// `A`'s category index (9: it rejected the hand).
        a: u8,
        /// `B`'s category index (9: it rejected the hand).
        b: u8,
    },
    /// The two orderings of a pair differ.
    Order {
        /// How `A`'s strengths compare the first hand with the second.
        a: Ordering,
        /// How `B`'s strengths compare the first hand with the second.
        b: Ordering,
    },
}

fn cat_name(c: u8) -> &'static str {
    crate::sweep::report::column_name(c as usize)
}

impl Kind {
    /// One line saying what each evaluator says, `a` and `b` being their
    /// names: `category: A says flush, B says straight`.
    pub fn describe(&self, a: &str, b: &str) -> String {
        match *self {
            Kind::Category { a: x, b: y } => {
                format!(
                    "category: {a} says {}, {b} says {}",
                    cat_name(x),
                    cat_name(y)
                )
            }
            Kind::Order { a: x, b: y } => {
                let w = |o: Ordering| match o {
                    Ordering::Less => "first < second",
                    Ordering::Equal => "tie",
                    Ordering::Greater => "first > second",
                };
                format!("order: {a} says {}, {b} says {}", w(x), w(y))
            }
        }
    }
}

/// Count and smallest example (a hand, or for an order kind the pair's
/// first and second hand) of one kind.
pub type Group = Found<(Example, Option<Example>)>;

/// Disagreements found, by kind.
#[derive(Clone, Debug, Default)]
pub struct DiffTally {
    /// Hands both evaluators were asked about.
    pub hands: u64,
    /// Pairs of hands compared for order: those where both evaluators gave a
    /// strength for both hands.
    pub pairs: u64,
    /// Every kind of disagreement found, with its count and example.
    pub groups: Findings<Kind, (Example, Option<Example>)>,
}

impl DiffTally {
    fn add(&mut self, kind: Kind, example: (Example, Option<Example>)) {
        self.groups.add(kind, 1, example);
    }

    fn merge(mut self, other: DiffTally) -> DiffTally {
        self.hands += other.hands;
        self.pairs += other.pairs;
        self.groups = self.groups.merge(other.groups);
        self
    }
}

fn column(r: &Result<Verdict, Rejected>) -> u8 {
    match r {
        Ok(v) => v.category as u8,
        Err(_) => 9,
    }
}

/// The two evaluators' answers on one hand.
type Answers = (Result<Verdict, Rejected>, Result<Verdict, Rejected>);

struct Pair<'a> {
    a: &'a dyn Evaluator,
    b: &'a dyn Evaluator,
}

impl Pair<'_> {
    fn answers(&self, cards: &[Card]) -> Answers {
        (
            showdown_evaluators::games::evaluate_joined(self.a, cards),
            showdown_evaluators::games::evaluate_joined(self.b, cards),
        )
    }

    fn hand(&self, t: &mut DiffTally, cards: &[Card], ans: &Answers) {
        t.hands += 1;
        let (x, y) = (column(&ans.0), column(&ans.1));
        if x != y {
            t.add(Kind::Category { a: x, b: y }, (Example::of(cards), None));
        }
    }

    fn pair(&self, t: &mut DiffTally, h1: &[Card], a1: &Answers, h2: &[Card], a2: &Answers) {
        let s = |r: &Result<Verdict, Rejected>| r.as_ref().ok().and_then(|v| v.strength);
        let (Some(sa1), Some(sa2), Some(sb1), Some(sb2)) = (s(&a1.0), s(&a2.0), s(&a1.1), s(&a2.1))
        else {
            return;
        };
        t.pairs += 1;
        let (oa, ob) = (sa1.cmp(&sa2), sb1.cmp(&sb2));
        if oa != ob {
            let (e1, e2) = (Example::of(h1), Example::of(h2));
            t.add(Kind::Order { a: oa, b: ob }, (e1, Some(e2)));
        }
    }
}

/// Compares `a` and `b` on `count` random hands of `n` cards.
pub fn random(a: &dyn Evaluator, b: &dyn Evaluator, n: usize, count: u64, seed: u64) -> DiffTally {
    let p = Pair { a, b };
    let mut t = DiffTally::default();
    let mut prev: Option<(Vec<Card>, Answers)> = None;
    let canonical = a.order() == CardOrder::Free && b.order() == CardOrder::Free;
    Source::uniform(&showdown_evaluators::HOLDEM, n, count, seed).for_each(&mut |hand, _, _| {
        let mut h = hand.to_vec();
        if canonical {
            h.sort();
        }
        let ans = p.answers(&h);
        p.hand(&mut t, &h, &ans);
        if let Some((ph, pa)) = &prev {
            p.pair(&mut t, ph, pa, &h, &ans);
        }
        prev = Some((h, ans));
        true
    });
    t
}

/// Compares `a` and `b` on every hand of `n` cards.
pub fn exhaustive(
    a: &dyn Evaluator,
    b: &dyn Evaluator,
    n: usize,
    progress: &dyn Progress,
) -> DiffTally {
    let p = Pair { a, b };
    struct Acc {
        t: DiffTally,
        prev: Option<(Example, Answers)>,
        held: Option<(Example, Answers)>,
        since: u32,
    }
    let acc = with_progress(progress, binomial(52, n as u64), "diff", |done| {
        Source::Every {
            game: &showdown_evaluators::HOLDEM,
            n,
        }
        .fold(
            done,
            || Acc {
                t: DiffTally::default(),
                prev: None,
                held: None,
                since: 0,
            },
            |acc, cards, _| {
                let ans = p.answers(cards);
                p.hand(&mut acc.t, cards, &ans);
                for other in [&acc.prev, &acc.held].into_iter().flatten() {
                    let oh = other.0.cards();
                    p.pair(&mut acc.t, &oh, &other.1, cards, &ans);
                }
                acc.since += 1;
                if acc.since >= 1024 || acc.held.is_none() {
                    acc.held = Some((Example::of(cards), ans.clone()));
                    acc.since = 0;
                }
                acc.prev = Some((Example::of(cards), ans));
            },
            |x, y| Acc {
                t: x.t.merge(y.t),
                prev: None,
                held: None,
                since: 0,
            },
        )
    });
    acc.t
}

/// The report in words.
pub fn table(a: &dyn Evaluator, b: &dyn Evaluator, n: usize, how: &str, t: &DiffTally) -> String {
    let (ea, eb) = (a, b);
    let (a, b) = (ea.name(), eb.name());
    let reference = Reference::new();
    let mut out = String::new();
    let kinds = match t.groups.len() {
        0 => "no disagreement".to_string(),
        1 => "1 kind of disagreement".to_string(),
        k => format!("{k} kinds of disagreement"),
    };
    let pairs = match t.pairs {
        0 => "no pair of hands compared for order (neither gives a strength)".to_string(),
        1 => "1 pair of hands compared for order".to_string(),
        p => format!(
            "{} pairs of hands compared for order",
            crate::numbers::thousands(p)
        ),
    };
    let _ = writeln!(
        out,
        "diff {a} vs {b}: {n} cards, {how}; {} hands, {pairs}; {kinds}",
        crate::numbers::thousands(t.hands)
    );
    for (k, g) in &t.groups {
        let (h1, h2) = g.example;
        let say = |e: &dyn Evaluator, h: &Example| {
            crate::engine::judge::describe(&e.evaluate(&h.cards()))
        };
        let _ = writeln!(
            out,
            "  {} — {} {}",
            k.describe(a, b),
            g.count,
            if h2.is_some() { "pairs" } else { "hands" }
        );
        for h in [Some(h1), h2].into_iter().flatten() {
            let cards = h.cards();
            let _ = writeln!(
                out,
                "      e.g. `{}`: {a} {}, {b} {}, reference {} ({})",
                format_cards(&cards),
                say(ea, &h),
                say(eb, &h),
                reference.category(&cards).token(),
                reference.strength(&cards)
            );
        }
    }
    out
}

/// The report as JSON.
pub fn json_report(
    a: &str,
    b: &str,
    n: usize,
    how: &str,
    seed: Option<u64>,
    t: &DiffTally,
) -> serde_json::Value {
    let groups: Vec<_> = t
        .groups
        .iter()
        .map(|(k, g)| {
            json!({
                "kind": k.describe(a, b),
                "count": g.count,
                "example": g.example.0.to_string(),
                "example_second": g.example.1.map(|e| e.to_string()),
            })
        })
        .collect();
    json!({ "a": a, "b": b, "cards": n, "mode": how, "seed": seed, "hands": t.hands,
            "pairs": t.pairs, "disagreements": groups })
}
