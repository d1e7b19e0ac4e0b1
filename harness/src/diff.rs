//! `showdown diff A B`: where two evaluators disagree, grouped by kind,
//! each kind with its smallest example.
//!
//! Any game: both evaluators must play the same one; hands are dealt from
//! its deck (a game with hole cards as `HOLE | BOARD`), and the reference
//! shown beside each example is the game's own.
//!
//! Kinds: a category difference (`A` says one category, `B` another), a
//! rejection on one side only, in a hi-lo game a low on one side only or
//! two lows ordered differently, and an order difference between two hands of
//! the same size (`A` and `B` compare them differently: one orders them, the
//! other ties them, or they order them oppositely). Hands are drawn at random
//! (`--random N`, seeded, the seed printed) or every hand of the size is
//! visited (`--exhaustive`, all cores, constant memory). Order is compared
//! on consecutive pairs of hands: consecutive random hands, or in an
//! exhaustive run each hand with the one before it and with a hand held
//! from about a thousand hands earlier.

use crate::engine::example::Example;
use crate::engine::findings::Found;
use crate::engine::source::{GameReference, Source};
use crate::engine::tally::{Count, Tally};
use crate::progress::{with_progress, Progress};

use showdown_evaluators::card::Card;
use showdown_evaluators::category::Category;
use showdown_evaluators::combinations::binomial;
use showdown_evaluators::evaluator::{CardOrder, Evaluator, Low, Rejected, Verdict};
use showdown_evaluators::game::Game;
use showdown_evaluators::games::{evaluate_joined, format_joined};
use std::cmp::Ordering;

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
    /// In a hi-lo game, one finds a qualifying low and the other none.
    Low {
        /// Whether `A` finds a qualifying low.
        a: bool,
        /// Whether `B` finds a qualifying low.
        b: bool,
    },
    /// In a hi-lo game, the two orderings of a pair's lows differ.
    LowOrder {
        /// How `A`'s low strengths compare the first hand with the second.
        a: Ordering,
        /// How `B`'s low strengths compare the first hand with the second.
        b: Ordering,
    },
}

fn order_words(o: Ordering) -> &'static str {
    match o {
        Ordering::Less => "first < second",
        Ordering::Equal => "tie",
        Ordering::Greater => "first > second",
    }
}

fn cat_name(c: u8) -> &'static str {
    crate::engine::tally::column_name(c as usize)
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
                format!(
                    "order: {a} says {}, {b} says {}",
                    order_words(x),
                    order_words(y)
                )
            }
            Kind::Low { a: x, b: y } => {
                let w = |q: bool| if q { "a low" } else { "no low" };
                format!("low: {a} says {}, {b} says {}", w(x), w(y))
            }
            Kind::LowOrder { a: x, b: y } => {
                format!(
                    "low order: {a} says {}, {b} says {}",
                    order_words(x),
                    order_words(y)
                )
            }
        }
    }
}

/// Count and smallest example (a hand, or for an order kind the pair's
/// first and second hand) of one kind.
pub type Group = Found<(Example, Option<Example>)>;

/// Disagreements found, by kind: the engine's tally, its kinds [`Kind`],
/// its examples a hand or a pair of hands (both evaluators' answers are
/// asked again for the report), the pairs compared for order its
/// [`Count::Pairs`].
pub type DiffTally = Tally<Kind, (Example, Option<Example>)>;

fn note(t: &mut DiffTally, kind: Kind, example: (Example, Option<Example>)) {
    t.note(kind, 1, example);
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
    /// Whether the game has a low half to compare.
    hi_lo: bool,
}

fn low_of(r: &Result<Verdict, Rejected>) -> Option<&Low> {
    r.as_ref().ok().map(|v| &v.low)
}

impl Pair<'_> {
    fn answers(&self, cards: &[Card]) -> Answers {
        (
            evaluate_joined(self.a, cards),
            evaluate_joined(self.b, cards),
        )
    }

    fn hand(&self, t: &mut DiffTally, cards: &[Card], ans: &Answers) {
        t.hands += 1;
        let (x, y) = (column(&ans.0), column(&ans.1));
        if x != y {
            note(t, Kind::Category { a: x, b: y }, (Example::of(cards), None));
        }
        if let (true, Some(la), Some(lb)) = (self.hi_lo, low_of(&ans.0), low_of(&ans.1)) {
            let (qa, qb) = (
                matches!(la, Low::Qualifies(_)),
                matches!(lb, Low::Qualifies(_)),
            );
            if qa != qb {
                note(t, Kind::Low { a: qa, b: qb }, (Example::of(cards), None));
            }
        }
    }

    fn pair(&self, t: &mut DiffTally, h1: &[Card], a1: &Answers, h2: &[Card], a2: &Answers) {
        let s = |r: &Result<Verdict, Rejected>| r.as_ref().ok().and_then(|v| v.strength);
        let (Some(sa1), Some(sa2), Some(sb1), Some(sb2)) = (s(&a1.0), s(&a2.0), s(&a1.1), s(&a2.1))
        else {
            return;
        };
        t.counts[Count::Pairs] += 1;
        let (oa, ob) = (sa1.cmp(&sa2), sb1.cmp(&sb2));
        if oa != ob {
            let (e1, e2) = (Example::of(h1), Example::of(h2));
            note(t, Kind::Order { a: oa, b: ob }, (e1, Some(e2)));
        }
        if !self.hi_lo {
            return;
        }
        let l = |r: &Result<Verdict, Rejected>| low_of(r).and_then(crate::hilo::low_strength);
        if let (Some(la1), Some(la2), Some(lb1), Some(lb2)) =
            (l(&a1.0), l(&a2.0), l(&a1.1), l(&a2.1))
        {
            let (oa, ob) = (la1.cmp(&la2), lb1.cmp(&lb2));
            if oa != ob {
                let (e1, e2) = (Example::of(h1), Example::of(h2));
                note(t, Kind::LowOrder { a: oa, b: ob }, (e1, Some(e2)));
            }
        }
    }
}

/// Compares `a` and `b` on `count` random hands of `n` cards of `a`'s game
/// (for a game with hole cards: the hole cards, then the board).
pub fn random(a: &dyn Evaluator, b: &dyn Evaluator, n: usize, count: u64, seed: u64) -> DiffTally {
    let p = Pair {
        a,
        b,
        hi_lo: a.game().is_hi_lo(),
    };
    let mut t = DiffTally::default();
    let mut prev: Option<(Vec<Card>, Answers)> = None;
    let game = a.game();
    let canonical =
        a.order() == CardOrder::Free && b.order() == CardOrder::Free && !game.has_hole_cards();
    Source::uniform(game, n, count, seed).for_each(&mut |hand, _, _| {
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

/// One thread's state in [`exhaustive`]: its tally, and the hands the next
/// hand is compared with for order (the one before it, and one held for
/// 1,024 hands).
#[derive(Default)]
struct ExhaustiveAcc {
    t: DiffTally,
    /// The lowest card of the hands being visited: the task.
    first: Option<Card>,
    prev: Option<(Example, Answers)>,
    held: Option<(Example, Answers)>,
    since: u32,
}

impl Pair<'_> {
    /// One hand of [`exhaustive`]: judged alone, then for order against the
    /// hand before it and the held one. The pairs stay within a task (the
    /// hands of one lowest card, always visited in the same order), so which
    /// hands are paired does not depend on which thread ran which task.
    fn exhaustive_hand(&self, acc: &mut ExhaustiveAcc, cards: &[Card]) {
        if acc.first != Some(cards[0]) {
            acc.first = Some(cards[0]);
            acc.prev = None;
            acc.held = None;
            acc.since = 0;
        }
        let ans = self.answers(cards);
        self.hand(&mut acc.t, cards, &ans);
        for other in [&acc.prev, &acc.held].into_iter().flatten() {
            let oh = other.0.cards();
            self.pair(&mut acc.t, &oh, &other.1, cards, &ans);
        }
        acc.since += 1;
        if acc.since >= 1024 || acc.held.is_none() {
            acc.held = Some((Example::of(cards), ans.clone()));
            acc.since = 0;
        }
        acc.prev = Some((Example::of(cards), ans));
    }
}

/// Compares `a` and `b` on every hand of `n` cards of `a`'s deck.
pub fn exhaustive(
    a: &dyn Evaluator,
    b: &dyn Evaluator,
    n: usize,
    progress: &dyn Progress,
) -> DiffTally {
    let p = Pair {
        a,
        b,
        hi_lo: a.game().is_hi_lo(),
    };
    let game = a.game();
    let total = binomial(game.deck_size() as u64, n as u64);
    let acc = with_progress(progress, total, "diff", |done| {
        Source::Every { game, n }.fold(
            done,
            ExhaustiveAcc::default,
            |acc, cards, _| p.exhaustive_hand(acc, cards),
            |x, y| ExhaustiveAcc {
                t: x.t.merge(y.t),
                ..ExhaustiveAcc::default()
            },
        )
    });
    acc.t
}

/// What a diff found, as data: each kind of disagreement with what both
/// evaluators and the reference say on its example hands. Rendered by
/// [`crate::report::diff`].
#[derive(Clone, Debug)]
pub struct DiffReport {
    /// The first evaluator's name.
    pub a: String,
    /// The second evaluator's name.
    pub b: String,
    /// The game both play.
    pub game: &'static Game,
    /// Cards per hand.
    pub cards: usize,
    /// How hands were chosen: `every hand`, `1000 random hands, seed 7`.
    pub how: String,
    /// The seed of a random diff.
    pub seed: Option<u64>,
    /// Hands both were asked.
    pub hands: u64,
    /// Pairs of hands compared for order.
    pub pairs: u64,
    /// Each kind found, in the order of its kind.
    pub groups: Vec<DiffGroup>,
}

/// One kind of disagreement in a [`DiffReport`].
#[derive(Clone, Debug)]
pub struct DiffGroup {
    /// What each evaluator says: `category: A says flush, B says straight`.
    pub kind: String,
    /// Hands (or, for an order kind, pairs of hands) that showed it.
    pub count: u64,
    /// Whether it counts pairs of hands.
    pub pairs: bool,
    /// The smallest example: one hand, or a pair.
    pub example: Vec<DiffHand>,
}

/// One example hand of a [`DiffGroup`], with every answer.
#[derive(Clone, Debug)]
pub struct DiffHand {
    /// The hand.
    pub cards: Example,
    /// What `a` says of it.
    pub a_says: String,
    /// What `b` says of it.
    pub b_says: String,
    /// The game's reference: its category and strength of it.
    pub reference: (Category, u16),
}

impl DiffHand {
    /// The hand as the game writes it (`HOLE | BOARD` with hole cards).
    pub fn text(&self, game: &'static Game) -> String {
        if game.has_hole_cards() {
            format_joined(game, &self.cards.cards())
        } else {
            self.cards.to_string()
        }
    }
}

impl DiffReport {
    /// The report of `t`, a diff of `a` and `b` on `n`-card hands chosen
    /// `how` (with `seed` when random).
    pub fn new(
        a: &dyn Evaluator,
        b: &dyn Evaluator,
        n: usize,
        how: &str,
        seed: Option<u64>,
        t: &DiffTally,
    ) -> DiffReport {
        let game = a.game();
        let reference = GameReference::new(game);
        let say = |e: &dyn Evaluator, h: &Example| {
            crate::engine::judge::describe(&evaluate_joined(e, &h.cards()))
        };
        let groups = t
            .found
            .iter()
            .map(|(k, g)| {
                let (h1, h2) = g.example;
                DiffGroup {
                    kind: k.describe(a.name(), b.name()),
                    count: g.count,
                    pairs: h2.is_some(),
                    example: [Some(h1), h2]
                        .into_iter()
                        .flatten()
                        .map(|h| {
                            let cards = h.cards();
                            DiffHand {
                                cards: h,
                                a_says: say(a, &h),
                                b_says: say(b, &h),
                                reference: (reference.category(&cards), reference.strength(&cards)),
                            }
                        })
                        .collect(),
                }
            })
            .collect();
        DiffReport {
            a: a.name().to_string(),
            b: b.name().to_string(),
            game,
            cards: n,
            how: how.to_string(),
            seed,
            hands: t.hands,
            pairs: t.counts[Count::Pairs],
            groups,
        }
    }

    /// Whether the two evaluators never disagreed.
    pub fn agree(&self) -> bool {
        self.groups.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown_evaluators::game::SHORT_DECK;

    /// The exhaustive diff on all cores counts what one thread visiting
    /// the hands in order counts: the same pairs, so the same counts (they
    /// changed from run to run while a thread paired a task's first hand
    /// with the last hand of whichever task it ran before).
    #[test]
    fn the_exhaustive_diff_is_the_same_on_any_number_of_threads() {
        let reference = showdown_evaluators::games::reference_for(&SHORT_DECK);
        let lesson = showdown_evaluators::registry::by_name("short-deck-deck-only")
            .expect("the short-deck lesson");
        let parallel = exhaustive(&*reference, &*lesson, 5, &crate::progress::Silent);
        let p = Pair {
            a: &*reference,
            b: &*lesson,
            hi_lo: false,
        };
        let mut one = ExhaustiveAcc::default();
        Source::Every {
            game: &SHORT_DECK,
            n: 5,
        }
        .for_each(&mut |cards, _, _| {
            p.exhaustive_hand(&mut one, cards);
            true
        });
        assert_eq!(
            (parallel.hands, parallel.counts),
            (one.t.hands, one.t.counts)
        );
        assert!(!parallel.found.is_empty());
        assert_eq!(parallel.found, one.t.found);
    }
}
