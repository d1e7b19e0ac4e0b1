//! `poker` 0.7 (crates.io): a port of the Cactus Kev / `treys` evaluator —
//! prime-product lookups over five cards, the best of all five-card
//! subsets for more — returning an `Eval` that orders hands (a lower
//! internal rank is better) and classifies them. The internal number is
//! private, so the strength used here is the `Eval`'s position in the
//! crate's own order among all 7,462 classes of five-card hands (found once,
//! by evaluating one hand of each class). Its suits are listed clubs, hearts,
//! spades, diamonds; cards are built from rank and suit, so the order does
//! not matter. Five cards or more.

use super::{guard, self_test};
use crate::card::Card;
use crate::category::Category;
use crate::evaluator::EvaluatorInfo;
use crate::evaluator::{Domain, Evaluator, Rejected, Strength, Verdict};
use poker::evaluate::FiveCardHandClass as Class;
use poker::{Card as PCard, Rank as PRank, Suit as PSuit};
use std::collections::HashMap;
use std::sync::OnceLock;

/// The `poker` crate as the evaluator `crate-poker` (5 to 7 cards): the
/// strength is the hand's place among the crate's 7,462 five-card classes.
/// The first evaluation runs [`self_test`](super::self_test); if that
/// fails, every hand is rejected.
pub struct PokerCrate {
    selftest: OnceLock<Result<(), String>>,
}

/// The crate's evaluator and the place of every distinct `Eval` in its
/// order, built on first use.
struct Tables {
    ev: poker::Evaluator,
    place: HashMap<poker::Eval<poker::FiveCard>, i64>,
}

fn tables() -> &'static Tables {
    static T: OnceLock<Tables> = OnceLock::new();
    T.get_or_init(|| {
        let ev = poker::Evaluator::new();
        // One hand per class: every multiset of ranks (suits dealt in turn,
        // so never a flush), and every set of five ranks as a flush.
        let mut evals = std::collections::HashSet::new();
        let mut add = |cards: &[Card]| {
            let hand: Vec<PCard> = cards.iter().map(card).collect();
            if let Ok(e) = ev.evaluate_five(&hand) {
                evals.insert(e);
            }
        };
        let c = |r: usize, s: usize| Card::from_index((r * 4 + s) as u8).expect("below 52");
        for a in 0..13 {
            for b in a..13 {
                for d in b..13 {
                    for e in d..13 {
                        for f in e..13 {
                            let r = [a, b, d, e, f];
                            if r.windows(5).any(|w| w[0] == w[4]) {
                                continue;
                            }
                            let dealt: Vec<Card> =
                                r.iter().enumerate().map(|(i, &x)| c(x, i % 4)).collect();
                            add(&dealt);
                            if r.windows(2).all(|w| w[0] < w[1]) {
                                let flush: Vec<Card> = r.iter().map(|&x| c(x, 0)).collect();
                                add(&flush);
                            }
                        }
                    }
                }
            }
        }
        let mut sorted: Vec<_> = evals.into_iter().collect();
        sorted.sort();
        let place = sorted
            .into_iter()
            .enumerate()
            .map(|(i, e)| (e, i as i64))
            .collect();
        Tables { ev, place }
    })
}

const RANKS: [PRank; 13] = [
    PRank::Two,
    PRank::Three,
    PRank::Four,
    PRank::Five,
    PRank::Six,
    PRank::Seven,
    PRank::Eight,
    PRank::Nine,
    PRank::Ten,
    PRank::Jack,
    PRank::Queen,
    PRank::King,
    PRank::Ace,
];
const SUITS: [PSuit; 4] = [PSuit::Clubs, PSuit::Diamonds, PSuit::Hearts, PSuit::Spades];

fn card(c: &Card) -> PCard {
    PCard::new(
        RANKS[c.rank().index() as usize],
        SUITS[c.suit().index() as usize],
    )
}

impl PokerCrate {
    /// The adapter, its self-test not yet run (the crate's tables are built on
    /// first use, shared by every instance).
    pub fn new() -> PokerCrate {
        PokerCrate {
            selftest: OnceLock::new(),
        }
    }
}

fn raw(cards: &[Card]) -> Result<Verdict, Rejected> {
    let t = tables();
    let hand: Vec<PCard> = cards.iter().map(card).collect();
    let e =
        t.ev.evaluate_five(&hand)
            .map_err(|err| Rejected::CannotRun(err.to_string()))?;
    let category = match e.classify() {
        Class::HighCard { .. } => Category::HighCard,
        Class::Pair { .. } => Category::OnePair,
        Class::TwoPair { .. } => Category::TwoPair,
        Class::ThreeOfAKind { .. } => Category::ThreeOfAKind,
        Class::Straight { .. } => Category::Straight,
        Class::Flush { .. } => Category::Flush,
        Class::FullHouse { .. } => Category::FullHouse,
        Class::FourOfAKind { .. } => Category::FourOfAKind,
        Class::StraightFlush { .. } => Category::StraightFlush,
    };
    let place =
        t.place.get(&e).copied().ok_or_else(|| {
            Rejected::CannotRun(format!("{e:?} is not among the five-card classes"))
        })?;
    Ok(Verdict::new(category, Some(Strength::single(place))))
}

impl Default for PokerCrate {
    fn default() -> Self {
        PokerCrate::new()
    }
}

static INFO: EvaluatorInfo = EvaluatorInfo::holdem(
    "crate-poker",
    Domain::range(5, 7),
    true,
    "Eval (ordered; private rank) and its class",
    "crates.io: poker 0.7 (Evaluator::evaluate_five)",
);

impl Evaluator for PokerCrate {
    fn info(&self) -> &EvaluatorInfo {
        &INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        guard(
            self.name(),
            self.selftest
                .get_or_init(|| self_test(&raw).map_err(|e| e.0)),
        )?;
        raw(cards)
    }
}
