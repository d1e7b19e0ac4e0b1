//! The [`Evaluator`] trait every evaluator implements, and what it returns.

use crate::card::Card;
use crate::category::Category;
pub use crate::domain::Domain;
use crate::game::{Game, HOLDEM};
use std::borrow::Cow;
use std::cmp::Ordering;
use std::fmt;

/// How strong a hand is, as the evaluator itself scores it: a tuple of
/// integers compared lexicographically (a proper prefix is smaller).
///
/// A plain score is a 1-tuple; an array-style key such as Godot's
/// `[hand, rank1, rank2, …]` keeps every element. Strengths are only
/// compared between hands of the same card count. Fixed capacity, `Copy`,
/// no allocation.
#[derive(Clone, Copy)]
pub struct Strength {
    len: u8,
    parts: [i64; Strength::CAPACITY],
}

impl Strength {
    /// The most components a strength can have.
    pub const CAPACITY: usize = 8;

    /// A one-component strength.
    pub const fn single(v: i64) -> Strength {
        let mut parts = [0; Strength::CAPACITY];
        parts[0] = v;
        Strength { len: 1, parts }
    }

    /// A strength from its components. Panics on more than
    /// [`CAPACITY`](Self::CAPACITY) components: that is a bug in the caller.
    pub fn new(parts: &[i64]) -> Strength {
        assert!(
            parts.len() <= Strength::CAPACITY,
            "a strength has at most {} components",
            Strength::CAPACITY
        );
        let mut s = Strength {
            len: parts.len() as u8,
            parts: [0; Strength::CAPACITY],
        };
        s.parts[..parts.len()].copy_from_slice(parts);
        s
    }

    /// The components.
    #[inline]
    pub fn parts(&self) -> &[i64] {
        &self.parts[..self.len as usize]
    }

    /// Reads the protocol form: integers joined by `.` (`7462`, `6.3.12`, `-1.5`).
    pub fn parse(s: &str) -> Option<Strength> {
        let mut parts = [0i64; Strength::CAPACITY];
        let mut len = 0;
        for p in s.split('.') {
            if len == Strength::CAPACITY {
                return None;
            }
            parts[len] = p.parse().ok()?;
            len += 1;
        }
        Some(Strength {
            len: len as u8,
            parts,
        })
    }
}

impl PartialEq for Strength {
    fn eq(&self, other: &Self) -> bool {
        self.parts() == other.parts()
    }
}
impl Eq for Strength {}
impl PartialOrd for Strength {
    #[inline]
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Strength {
    #[inline]
    fn cmp(&self, other: &Self) -> Ordering {
        self.parts().cmp(other.parts())
    }
}
impl std::hash::Hash for Strength {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.parts().hash(state)
    }
}

/// The protocol form: components joined by `.`.
impl fmt::Display for Strength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.parts().iter().enumerate() {
            if i > 0 {
                f.write_str(".")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Strength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Strength({self})")
    }
}

/// The low half of an answer in a split-pot (hi-lo) game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Low {
    /// The game has no low half (every game but the hi-lo ones).
    #[default]
    NotPlayed,
    /// No five cards make a qualifying low: the high half takes the pot.
    NoLow,
    /// A qualifying low, with the evaluator's score if it gives one (a
    /// higher score is the better low, as for every strength).
    Qualifies(Option<Strength>),
    /// The answer is a low alone, with no high half and no category
    /// (badugi: `low <strength>`); the verdict's
    /// [`strength`](Verdict::strength) is the low's, its category a
    /// placeholder never read.
    Alone,
}

/// What an evaluator says about one hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Verdict {
    /// The hand's category, as the evaluator names it. In a lowball game it
    /// is what the five cards of the low make; in a hi-lo game, the high
    /// half's category.
    pub category: Category,
    /// The evaluator's own score, if it gives one (in every game a higher
    /// score is the better hand in that game).
    pub strength: Option<Strength>,
    /// The low half, in a hi-lo game.
    pub low: Low,
}

impl Verdict {
    /// A verdict of this category, with the evaluator's score if it gives one.
    pub const fn new(category: Category, strength: Option<Strength>) -> Verdict {
        Verdict {
            category,
            strength,
            low: Low::NotPlayed,
        }
    }

    /// A low alone (badugi's answer, `low <strength>` or `low`): no high
    /// half, no category (held as `high-card`, never read).
    pub const fn low_alone(strength: Option<Strength>) -> Verdict {
        Verdict {
            category: Category::HighCard,
            strength,
            low: Low::Alone,
        }
    }

    /// Whether this is a low alone ([`Verdict::low_alone`]).
    pub const fn is_low_alone(&self) -> bool {
        matches!(self.low, Low::Alone)
    }

    /// This verdict with a low half (for a hi-lo game).
    pub const fn with_low(self, low: Low) -> Verdict {
        Verdict { low, ..self }
    }

    /// The protocol response line, without the newline: `flush 5.1234`;
    /// in a hi-lo game `flush 5.1234 / low 212` or `flush 5.1234 / no-low`;
    /// a low alone (badugi) `low 1092`.
    pub fn to_protocol(&self) -> String {
        if self.is_low_alone() {
            return match &self.strength {
                Some(s) => format!("low {s}"),
                None => "low".to_string(),
            };
        }
        let high = match &self.strength {
            Some(s) => format!("{} {}", self.category.token(), s),
            None => self.category.token().to_string(),
        };
        match &self.low {
            Low::NotPlayed => high,
            Low::NoLow => format!("{high} / no-low"),
            Low::Qualifies(None) => format!("{high} / low"),
            Low::Qualifies(Some(s)) => format!("{high} / low {s}"),
            Low::Alone => unreachable!("a low alone is written above"),
        }
    }
}

/// Why an evaluator declined a hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rejected {
    /// The original program cannot run on this many cards at all
    /// (for example it indexes a fixed seventh card).
    CannotRun(String),
    /// The input is not a valid hand (should not happen: the harness only
    /// sends valid hands).
    Invalid(String),
    /// An external program does not handle hands like this one (its `skip`
    /// answer: an Omaha library made for four hole cards asked five); not a
    /// failure, the hand is out of its domain.
    Skipped(String),
}

impl fmt::Display for Rejected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rejected::CannotRun(why) => write!(f, "cannot run: {why}"),
            Rejected::Invalid(why) => write!(f, "invalid hand: {why}"),
            Rejected::Skipped(why) => write!(f, "cannot run: skip: {why}"),
        }
    }
}

impl std::error::Error for Rejected {}

/// Whether the order of the cards matters to an evaluator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardOrder {
    /// Any order gives the same answer.
    Free,
    /// The last two cards are the player's hole cards; the others the board.
    HoleLast,
}

impl CardOrder {
    /// `free` or `hole-last`.
    pub const fn token(self) -> &'static str {
        match self {
            CardOrder::Free => "free",
            CardOrder::HoleLast => "hole-last",
        }
    }

    /// Reads a [`token`](Self::token): `free` or `hole-last`.
    pub fn from_token(s: &str) -> Option<CardOrder> {
        match s {
            "free" => Some(CardOrder::Free),
            "hole-last" => Some(CardOrder::HoleLast),
            _ => None,
        }
    }
}

/// A documented way in which an evaluator's answer differs from the correct
/// one: an id, a sentence, and a predicate recognising the hands affected.
///
/// The predicate is executable documentation: the property tests and sweeps
/// check that every disagreement with the reference is claimed by one class,
/// and that no class claims a hand on which the evaluator is right.
#[derive(Clone, Copy)]
pub struct Deviation {
    /// Stable id, unique within its evaluator (`naive-straight-flush`).
    pub id: &'static str,
    /// What goes wrong, in one sentence.
    pub sentence: &'static str,
    /// Whether the category is wrong, or only the order among hands.
    pub kind: DeviationKind,
    /// True exactly on the hands (in the evaluator's card order) where the
    /// evaluator's answer deviates this way.
    pub applies: fn(&[Card]) -> bool,
}

/// What a deviation class gets wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DeviationKind {
    /// The hand gets another category than the reference's.
    Category,
    /// The category is right but the strength misplaces the hand among
    /// hands of its size: its reference class is split over several
    /// strengths, merged with another class, or ordered against the
    /// reference's order.
    Order,
    /// The evaluator rejects or cannot answer a hand in its domain.
    Rejection,
    /// In a hi-lo game: the low half is wrong (a low where there is none,
    /// none where there is one, or another low).
    Low,
}

impl DeviationKind {
    /// `category`, `order`, `rejection` or `low`.
    pub const fn token(self) -> &'static str {
        match self {
            DeviationKind::Category => "category",
            DeviationKind::Order => "order",
            DeviationKind::Rejection => "rejection",
            DeviationKind::Low => "low",
        }
    }
}

impl fmt::Debug for Deviation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Deviation")
            .field("id", &self.id)
            .field("sentence", &self.sentence)
            .field("kind", &self.kind)
            .finish()
    }
}

/// What an evaluator is, as one value: its name, game, domain, card order,
/// whether it gives a strength, what it returns and where it comes from.
///
/// A port keeps its info in a `static`; a wrapper (a lift, an external
/// program) builds one when it is made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EvaluatorInfo {
    /// The name used in the CLI and in reports (`perl-count`).
    pub name: Cow<'static, str>,
    /// The game whose hands it evaluates.
    pub game: &'static Game,
    /// The card counts the original was written for.
    pub domain: Domain,
    /// Whether card order matters.
    pub order: CardOrder,
    /// Whether verdicts carry a strength (otherwise category only).
    pub gives_strength: bool,
    /// One line: what the evaluator returns (`category 0..9`, `[hand, ranks…]`).
    pub returns: Cow<'static, str>,
    /// One line: where it comes from (the source article's title).
    pub source: Cow<'static, str>,
}

impl EvaluatorInfo {
    /// Info for a hold'em evaluator whose texts are known at compile time
    /// (order free; set [`order`](Self::order) after if it is not).
    pub const fn holdem(
        name: &'static str,
        domain: Domain,
        gives_strength: bool,
        returns: &'static str,
        source: &'static str,
    ) -> EvaluatorInfo {
        EvaluatorInfo {
            name: Cow::Borrowed(name),
            game: &HOLDEM,
            domain,
            order: CardOrder::Free,
            gives_strength,
            returns: Cow::Borrowed(returns),
            source: Cow::Borrowed(source),
        }
    }

    /// The same info with another card order.
    pub const fn with_order(mut self, order: CardOrder) -> EvaluatorInfo {
        self.order = order;
        self
    }
}

/// A poker hand evaluator under test (or the reference itself).
///
/// An implementation gives its [`info`](Evaluator::info) and
/// [`evaluate`](Evaluator::evaluate); documented deviation classes and a
/// trace are optional. `evaluate` runs the evaluator's algorithm on
/// whatever it is given; it does not refuse a hand just because its count
/// lies outside the domain: the harness decides whether to ask. It returns
/// [`Rejected::CannotRun`] only where the original program could not run at
/// all on such input.
///
/// The accessors `name`, `game`, `domain`, `order`, `gives_strength`,
/// `returns` and `source` read [`info`](Evaluator::info); do not override them.
pub trait Evaluator: Send + Sync {
    /// What the evaluator is.
    fn info(&self) -> &EvaluatorInfo;

    /// Evaluates one hand of distinct cards (a game with hole cards is
    /// asked through [`evaluate_deal`](Evaluator::evaluate_deal) instead).
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected>;

    /// Evaluates a deal of hole cards and a board. Games without hole cards
    /// need not implement it: by default the cards are joined (hole cards
    /// last, as hold'em's `hole-last` evaluators expect them) and given to
    /// [`evaluate`](Evaluator::evaluate). A game with hole cards (Omaha)
    /// must implement it, since its hands cannot be told apart from the
    /// joined cards alone.
    fn evaluate_deal(&self, hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
        let mut cards = Vec::with_capacity(hole.len() + board.len());
        cards.extend_from_slice(board);
        cards.extend_from_slice(hole);
        self.evaluate(&cards)
    }

    /// The documented deviation classes (empty for a correct evaluator).
    fn deviations(&self) -> &[Deviation] {
        &[]
    }

    /// The path the algorithm took on this hand, one step per line, for
    /// `showdown explain --trace`. `None` when the evaluator has no trace.
    fn trace(&self, _cards: &[Card]) -> Option<Vec<String>> {
        None
    }

    /// The five cards that make the hand (fewer for a short hand), for the
    /// references; `cards` are joined as for showdown-evaluators'
    /// `games::evaluate_joined` (hole cards first). `None` when the
    /// evaluator does not say.
    fn best_five(&self, _cards: &[Card]) -> Option<Vec<Card>> {
        None
    }

    /// The name used in the CLI and in reports.
    fn name(&self) -> &str {
        &self.info().name
    }

    /// The game whose hands it evaluates.
    fn game(&self) -> &'static Game {
        self.info().game
    }

    /// The card counts the original was written for.
    fn domain(&self) -> Domain {
        self.info().domain
    }

    /// Whether card order matters.
    fn order(&self) -> CardOrder {
        self.info().order
    }

    /// Whether it gives a strength only, no category (an order-only
    /// external program): its categories are not judged, its order is.
    fn order_only(&self) -> bool {
        false
    }

    /// Whether verdicts carry a strength.
    fn gives_strength(&self) -> bool {
        self.info().gives_strength
    }

    /// One line: what the evaluator returns.
    fn returns(&self) -> &str {
        &self.info().returns
    }

    /// One line: where it comes from.
    fn source(&self) -> &str {
        &self.info().source
    }
}

impl<E: Evaluator + ?Sized> Evaluator for Box<E> {
    fn info(&self) -> &EvaluatorInfo {
        (**self).info()
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        (**self).evaluate(cards)
    }
    fn evaluate_deal(&self, hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
        (**self).evaluate_deal(hole, board)
    }
    fn deviations(&self) -> &[Deviation] {
        (**self).deviations()
    }
    fn trace(&self, cards: &[Card]) -> Option<Vec<String>> {
        (**self).trace(cards)
    }
    fn order_only(&self) -> bool {
        (**self).order_only()
    }
    fn best_five(&self, cards: &[Card]) -> Option<Vec<Card>> {
        (**self).best_five(cards)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strength_orders_as_tuples_with_prefix_smaller() {
        let a = Strength::new(&[6, 3, 12]);
        let b = Strength::new(&[6, 3]);
        let c = Strength::new(&[6, 4]);
        assert!(b < a && a < c);
        assert_eq!(Strength::parse("6.3.12"), Some(a));
        assert_eq!(Strength::parse("-1.5").unwrap().parts(), &[-1, 5]);
        assert_eq!(a.to_string(), "6.3.12");
        assert_eq!(Strength::parse("6..1"), None);
        assert_eq!(Strength::parse("x"), None);
        assert_eq!(Strength::parse("1.2.3.4.5.6.7.8.9"), None);
    }
}
