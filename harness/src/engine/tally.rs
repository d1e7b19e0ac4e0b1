//! The one tally of judged hands, for every command that counts: the
//! sweeps, `check` and `diff` (`run` reports every case instead, one
//! record each: [`crate::expectations::judge`]).
//!
//! A [`Tally`] holds, for one evaluator over any number of hands, in
//! constant memory:
//!
//! - the hands counted and the questions asked, and named [`Count`]s
//!   (agreed, skipped, undeclared strengths, pairs compared): data, not
//!   fields, so each command counts what it has;
//! - kinds of finding, each with its count and smallest example
//!   ([`Findings`], the one example rule): the kind `K` and what a kept
//!   example carries `E` are the command's — `check`'s examples carry the
//!   program's answer text and stderr ([`crate::conformance::HandExample`]),
//!   `diff`'s the pair of hands both evaluators were asked, the sweeps'
//!   just the hand ([`Example`], with no kinds: [`NoKind`]);
//! - judgments against the reference with the deviation classes (the
//!   sweeps, [`Tally::add`]): the category confusion matrix, per-class
//!   claims, unexplained disagreements and over-claims, each with its
//!   smallest example, and the dense order ranges per reference class
//!   ([`OrderAcc`]);
//! - order by reference strength per half ([`OrderBook`]: the high half,
//!   and a hi-lo game's low), for answers with no dense class index
//!   (`check`'s); [`Tally::order_findings`] turns a book into findings.
//!
//! Threads keep a tally each and [`Tally::merge`] joins them.

use crate::engine::example::Example;
use crate::engine::findings::{Findings, Shows};
use crate::engine::judge::{Finding, Judgment, Subject};
use crate::engine::order::{Anomaly, OrderAcc, OrderBook};
use showdown_evaluators::card::Card;
use showdown_evaluators::category::Category;
use showdown_evaluators::evaluator::Strength;

/// Column of the confusion matrix for a rejection.
pub const REJECTED: usize = 9;

/// The name of a column of the confusion matrix: the category's token, or
/// `rejected`.
pub fn column_name(c: usize) -> &'static str {
    if c == REJECTED {
        "rejected"
    } else {
        Category::ALL[c].token()
    }
}

/// A number a tally keeps beside its findings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Count {
    /// Hands judged right in every respect (`check`; a sweep reads its
    /// agreement off the confusion matrix, [`Tally::agreed`]).
    Agreed,
    /// Hands not judged: a program skipped them (`check`).
    Skipped,
    /// Answers with a strength the evaluator did not declare (`check`).
    UndeclaredStrengths,
    /// Pairs of hands compared for order (`diff`).
    Pairs,
}

impl Count {
    const N: usize = 4;
}

/// The [`Count`]s of a tally.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts([u64; Count::N]);

impl std::ops::Index<Count> for Counts {
    type Output = u64;
    fn index(&self, c: Count) -> &u64 {
        &self.0[c as usize]
    }
}

impl std::ops::IndexMut<Count> for Counts {
    fn index_mut(&mut self, c: Count) -> &mut u64 {
        &mut self.0[c as usize]
    }
}

/// The kinds of finding of a tally that keeps none (the sweeps': theirs
/// are the confusion cells and the deviation classes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum NoKind {}

/// Which half of an answer an order book judges: the high (every game)
/// or, in a hi-lo game, the low.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Half {
    /// The high half: every game's only half.
    High,
    /// The low half of a hi-lo game.
    Low,
}

/// Per-class counts.
#[derive(Clone, Debug, Default)]
pub struct ClassTally {
    /// Hands the class claims.
    pub claimed: u64,
    /// Hands whose disagreement it explains.
    pub explained: u64,
    /// Hands it claims where the evaluator is right.
    pub over_claimed: u64,
    /// Derived lift classes: claims the lift masks.
    pub masked: u64,
    /// The smallest hand the class claims.
    pub claimed_example: Option<Example>,
    /// The smallest hand the class over-claims.
    pub over_claimed_example: Option<Example>,
}

/// Everything counted for one evaluator: `K` is the kind of a finding,
/// `E` what its kept example carries (see the module's page).
#[derive(Clone)]
pub struct Tally<K: Ord + Copy = NoKind, E = Example> {
    /// Hands judged (weighted: a hand that stands for its class counts its
    /// class's size).
    pub hands: u64,
    /// Questions asked: one per hand judged, whatever its weight.
    pub asked: u64,
    /// The named counts.
    pub counts: Counts,
    /// Kinds of finding, each with its count and smallest example.
    pub found: Findings<K, E>,
    /// `[reference category][evaluator category, or REJECTED]`.
    pub confusion: [[u64; 10]; 9],
    /// The smallest hand of each cell of `confusion`.
    pub confusion_example: [[Option<Example>; 10]; 9],
    /// Disagreements no class explains, per confusion cell.
    pub unexplained: [[u64; 10]; 9],
    /// The smallest unexplained hand of each cell.
    pub unexplained_example: [[Option<Example>; 10]; 9],
    /// One per deviation class, in the order of
    /// [`Subject::classes`](crate::engine::judge::Subject::classes).
    pub classes: Vec<ClassTally>,
    /// Present when the evaluator gives a strength and the hands' reference
    /// classes are dense (the sweeps).
    pub order: Option<OrderAcc>,
    /// By reference strength, the strengths the evaluator gave: the high
    /// half and a hi-lo game's low half (by the reference's low strength),
    /// for answers judged without a dense class index (`check`).
    pub books: [OrderBook; 2],
}

impl<K: Ord + Copy, E> Default for Tally<K, E> {
    fn default() -> Self {
        Tally {
            hands: 0,
            asked: 0,
            counts: Counts::default(),
            found: Findings::default(),
            confusion: [[0; 10]; 9],
            confusion_example: [[None; 10]; 9],
            unexplained: [[0; 10]; 9],
            unexplained_example: [[None; 10]; 9],
            classes: Vec::new(),
            order: None,
            books: Default::default(),
        }
    }
}

impl Tally {
    /// An empty sweep tally for `subject`, with order ranges over
    /// `order_classes` reference classes if it gives a strength.
    pub fn new(subject: &Subject, order_classes: usize) -> Tally {
        Tally {
            classes: vec![ClassTally::default(); subject.classes.len()],
            order: subject
                .gives_strength()
                .then(|| OrderAcc::new(order_classes)),
            ..Tally::default()
        }
    }
}

impl<K: Ord + Copy, E: Shows> Tally<K, E> {
    /// Counts one judged hand (`class` = its dense reference class) that
    /// stands for `weight` hands: 1 in a sweep of every hand, the class's
    /// multiplicity in a sweep up to renaming suits.
    #[inline]
    pub fn add(&mut self, cards: &[Card], j: &Judgment, class: usize, weight: u64) {
        self.hands += weight;
        let row = usize::from(j.expected.index());
        let col = match j.finding {
            Finding::Agree => row,
            Finding::Category { got, .. } => got as usize,
            Finding::Rejected => REJECTED,
        };
        self.confusion[row][col] += weight;
        let e = Example::of(cards);
        Example::keep_min(&mut self.confusion_example[row][col], e);
        if j.unexplained() {
            self.unexplained[row][col] += weight;
            Example::keep_min(&mut self.unexplained_example[row][col], e);
        }
        if j.claims != 0 {
            for (i, t) in self.classes.iter_mut().enumerate() {
                let bit = 1u32 << i;
                if j.claims & bit == 0 {
                    continue;
                }
                t.claimed += weight;
                Example::keep_min(&mut t.claimed_example, e);
                if j.explained_by & bit != 0 {
                    t.explained += weight;
                }
                if j.over_claims & bit != 0 {
                    t.over_claimed += weight;
                    Example::keep_min(&mut t.over_claimed_example, e);
                }
                if j.masked & bit != 0 {
                    t.masked += weight;
                }
            }
        }
        if let (Some(order), Some(s)) = (&mut self.order, j.strength()) {
            let claimed = j.finding == Finding::Agree && j.order_claimed;
            order.add(class, s, e, j.clean(), claimed);
        }
    }

    /// Counts `weight` more hands of `kind`, keeping `example` if it is
    /// the smallest yet. Returns whether it was kept.
    pub fn note(&mut self, kind: K, weight: u64, example: E) -> bool {
        self.found.add(kind, weight, example)
    }

    /// Notes the evaluator's strength `s` of `half` for a hand whose
    /// reference strength (of that half) is `reference`.
    pub fn book(&mut self, half: Half, reference: u16, s: Strength, hand: Example) {
        self.books[half as usize].add(reference, s, hand);
    }

    /// The order findings of one half's book, added as findings: split
    /// classes, merged and inverted neighbours (`kinds`, in that order),
    /// each counted in classes or pairs of classes, its example made by
    /// `example` from the pair of hands of the weakest class showing it.
    /// The book is emptied.
    pub fn order_findings(&mut self, half: Half, kinds: [K; 3], example: impl Fn(&Anomaly) -> E) {
        let f = std::mem::take(&mut self.books[half as usize]).figures();
        for ((count, anomaly), kind) in [
            (f.split, f.split_example),
            (f.merged, f.merged_example),
            (f.inverted, f.inverted_example),
        ]
        .into_iter()
        .zip(kinds)
        {
            if let Some(a) = anomaly.filter(|_| count > 0) {
                self.found.add(kind, count as u64, example(&a));
            }
        }
    }

    /// Both tallies added up (counts summed, the smaller example kept), for
    /// joining the work of several threads.
    pub fn merge(mut self, other: Tally<K, E>) -> Tally<K, E> {
        self.hands += other.hands;
        self.asked += other.asked;
        for (a, b) in self.counts.0.iter_mut().zip(other.counts.0) {
            *a += b;
        }
        self.found = self.found.merge(other.found);
        for r in 0..9 {
            for c in 0..10 {
                self.confusion[r][c] += other.confusion[r][c];
                self.unexplained[r][c] += other.unexplained[r][c];
                self.confusion_example[r][c] =
                    Example::min_of(self.confusion_example[r][c], other.confusion_example[r][c]);
                self.unexplained_example[r][c] = Example::min_of(
                    self.unexplained_example[r][c],
                    other.unexplained_example[r][c],
                );
            }
        }
        for (a, b) in self.classes.iter_mut().zip(other.classes) {
            a.claimed += b.claimed;
            a.explained += b.explained;
            a.over_claimed += b.over_claimed;
            a.masked += b.masked;
            a.claimed_example = Example::min_of(a.claimed_example, b.claimed_example);
            a.over_claimed_example =
                Example::min_of(a.over_claimed_example, b.over_claimed_example);
        }
        self.order = match (self.order, other.order) {
            (Some(a), Some(b)) => Some(a.merge(b)),
            (a, b) => a.or(b),
        };
        let [high, low] = other.books;
        let [mine_high, mine_low] = std::mem::take(&mut self.books);
        self.books = [mine_high.merge(high), mine_low.merge(low)];
        self
    }

    /// Disagreements no class explains.
    pub fn unexplained_total(&self) -> u64 {
        self.unexplained.iter().flatten().sum()
    }

    /// Claims where the evaluator is right.
    pub fn over_claimed_total(&self) -> u64 {
        self.classes.iter().map(|c| c.over_claimed).sum()
    }

    /// Hands the evaluator refused (or could not run on).
    pub fn rejected(&self) -> u64 {
        self.confusion.iter().map(|row| row[REJECTED]).sum()
    }

    /// Hands the evaluator answered.
    pub fn answered(&self) -> u64 {
        self.hands - self.rejected()
    }

    /// Hands answered with the reference's category.
    pub fn agreed(&self) -> u64 {
        (0..9).map(|r| self.confusion[r][r]).sum()
    }

    /// The answered cells of the confusion matrix that hold hands:
    /// (reference category, the evaluator's category, hands), by category.
    pub fn categories(&self) -> Vec<(Category, Category, u64)> {
        let mut cells = Vec::new();
        for (r, row) in self.confusion.iter().enumerate() {
            for (c, &hands) in row[..REJECTED].iter().enumerate() {
                if hands > 0 {
                    cells.push((Category::ALL[r], Category::ALL[c], hands));
                }
            }
        }
        cells
    }

    /// The smallest unexplained hand of any cell.
    pub fn unexplained_example(&self) -> Option<Example> {
        self.unexplained_example
            .iter()
            .flatten()
            .fold(None, |a, &b| Example::min_of(a, b))
    }

    /// The classes that claimed some hand, by id: (id, its counts).
    pub fn claiming<'t>(&'t self, subject: &Subject) -> Vec<(&'static str, &'t ClassTally)> {
        let mut classes: Vec<(&'static str, &ClassTally)> = subject
            .classes
            .iter()
            .zip(&self.classes)
            .filter(|(_, t)| t.claimed > 0)
            .map(|(c, t)| (c.id, t))
            .collect();
        classes.sort_by_key(|(id, _)| *id);
        classes
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown_evaluators::card::parse_cards;

    fn e(s: &str) -> Example {
        Example::of(&parse_cards(s).unwrap())
    }

    /// Two threads' tallies of a command's own kinds joined: hands,
    /// questions and counts summed, the smallest example of each kind kept,
    /// the order books joined before their findings are read.
    #[test]
    fn a_commands_tallies_merge_counts_findings_and_books() {
        let mut one: Tally<u8, Example> = Tally::default();
        let mut other: Tally<u8, Example> = Tally::default();
        for (t, hand, s) in [
            (&mut one, "2c 3c 4c 5c 8d", 10),
            (&mut other, "2c 3c 4c 5c 7d", 11),
        ] {
            t.hands += 3;
            t.asked += 1;
            t.counts[Count::Pairs] += 2;
            t.note(7, 3, e(hand));
            // Reference class 1 gets 10 and 11, class 2 gets 5: class 1 is
            // split, and the two classes are inverted.
            t.book(Half::High, 1, Strength::single(s), e(hand));
        }
        other.book(Half::High, 2, Strength::single(5), e("As Ks Qs Js Ts"));
        other.counts[Count::Agreed] += 1;
        let mut joined = one.merge(other);
        assert_eq!((joined.hands, joined.asked), (6, 2));
        assert_eq!(joined.counts[Count::Pairs], 4);
        assert_eq!(joined.counts[Count::Agreed], 1);
        let seven = joined.found.get(&7).unwrap();
        assert_eq!((seven.count, seven.example), (6, e("2c 3c 4c 5c 7d")));
        assert!(joined.books[Half::Low as usize].is_empty());
        joined.order_findings(Half::High, [1, 2, 3], |a| a.hand_b);
        assert!(joined.books[Half::High as usize].is_empty());
        let kinds: Vec<(u8, u64)> = joined.found.iter().map(|(&k, f)| (k, f.count)).collect();
        assert_eq!(kinds, [(1, 1), (3, 1), (7, 6)]);
        assert_eq!(joined.found.get(&3).unwrap().example, e("As Ks Qs Js Ts"));
        // A sweep's agreement is read off the confusion matrix, which only
        // `add` (a judgment with its classes) fills.
        assert_eq!(joined.agreed(), 0);
    }
}
