//! The one tally of judged hands: what the engine counts for one evaluator
//! over any number of hands, in constant memory — the category confusion
//! matrix, per-class claims, unexplained disagreements and over-claims, each
//! with its smallest example hand, and the order ranges per reference class
//! ([`crate::engine::order::OrderAcc`]). Every exhaustive sweep (hold'em's
//! fast path and every other game's) adds each [`Judgment`] here; threads
//! keep a tally each and [`Tally::merge`] joins them.

use crate::engine::example::Example;
use crate::engine::judge::{Finding, Judgment, Subject};
use crate::engine::order::OrderAcc;
use showdown_evaluators::card::Card;
use showdown_evaluators::category::Category;

/// Column of the confusion matrix for a rejection.
pub const REJECTED: usize = 9;

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

/// Everything counted for one evaluator.
#[derive(Clone)]
pub struct Tally {
    /// Hands judged.
    pub hands: u64,
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
    /// Present when the evaluator gives a strength.
    pub order: Option<OrderAcc>,
}

impl Tally {
    /// An empty tally for `subject`, with order ranges over `order_classes`
    /// reference classes if it gives a strength.
    pub fn new(subject: &Subject, order_classes: usize) -> Tally {
        Tally {
            hands: 0,
            confusion: [[0; 10]; 9],
            confusion_example: [[None; 10]; 9],
            unexplained: [[0; 10]; 9],
            unexplained_example: [[None; 10]; 9],
            classes: vec![ClassTally::default(); subject.classes.len()],
            order: subject
                .gives_strength()
                .then(|| OrderAcc::new(order_classes)),
        }
    }

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

    /// Both tallies added up (counts summed, the smaller example kept), for
    /// joining the work of several threads.
    pub fn merge(mut self, other: Tally) -> Tally {
        self.hands += other.hands;
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
