//! Judging one hand: what an evaluator says against the reference, and which
//! of its documented deviation classes claim the hand.
//!
//! The rules, shared by the property tests, `showdown sweep` (hold'em and
//! the game sweeps), `showdown check` and the catalog:
//! - a **category disagreement** (the verdict's category is not the
//!   reference's) is explained when a class of kind `Category` claims the
//!   hand; a **rejection** of an in-domain hand is explained when a class of
//!   kind `Rejection` claims it;
//! - a class **over-claims** a hand when it claims it and the evaluator is in
//!   fact right there: a `Category` class on a hand whose category is the
//!   reference's, a `Rejection` class on a hand the evaluator answers;
//! - in a hi-lo game the **low half** is judged beside the category: a low
//!   that differs from the reference's (qualifies or not, or another
//!   strength) is explained when a class of kind `Low` claims the hand, and
//!   a `Low` class claiming a hand whose low is right over-claims it;
//! - **order** is judged between hands (see [`crate::engine::order`]): only hands that
//!   are *clean* — answered, right category, claimed by no `Order` class —
//!   must be ordered exactly as the reference orders them.
//!
//! A lifted evaluator (`X+lift`, best of its five-card subsets under `X`) has
//! no classes of its own: it inherits `X`'s, and such a derived class claims
//! a hand when it claims at least one of the hand's five-card subsets. A lift
//! can hide an inner mistake (another subset wins), so for derived classes a
//! claim where the lift is right is counted as *masked*, not as an
//! over-claim.

use showdown_evaluators::card::Card;
use showdown_evaluators::category::Category;
use showdown_evaluators::combinations::Combinations;
use showdown_evaluators::evaluator::{
    CardOrder, Deviation, DeviationKind, Domain, Evaluator, Rejected, Verdict,
};
use showdown_evaluators::reference::{category_of, Reference};
use showdown_evaluators::registry;
use std::sync::Arc;

/// At most this many deviation classes per evaluator (claims are a bit set).
pub const MAX_CLASSES: usize = 32;

/// One deviation class as the harness uses it.
#[derive(Clone, Copy, Debug)]
pub struct Class {
    /// The deviation's stable id (`naive-straight-flush`).
    pub id: &'static str,
    /// What goes wrong, in one sentence.
    pub sentence: &'static str,
    /// Whether the category is wrong, the order among hands, or the
    /// evaluator rejects hands.
    pub kind: DeviationKind,
    /// True exactly on the hands (in the evaluator's card order) the class
    /// claims; for an inherited class, asked of each five-card subset.
    pub applies: fn(&[Card]) -> bool,
    /// Inherited from the inner evaluator of a lift: claims a hand when it
    /// claims one of its five-card subsets.
    pub via_lift: bool,
}

/// An evaluator under judgement, with its classes.
#[derive(Clone)]
pub struct Subject {
    /// The evaluator run on the hands.
    pub evaluator: Arc<dyn Evaluator>,
    /// Its deviation classes (a lift's: its inner evaluator's), at most
    /// [`MAX_CLASSES`]; bit `i` of a claim set stands for `classes[i]`.
    pub classes: Vec<Class>,
    /// Bit sets of the classes of each kind.
    category_mask: u32,
    order_mask: u32,
    rejection_mask: u32,
    low_mask: u32,
    lifted: bool,
}

/// The inner evaluator's name if `name` is a lift (`X+lift`) of a registered
/// five-card evaluator.
pub fn lift_inner(name: &str) -> Option<Arc<dyn Evaluator>> {
    let inner = registry::by_name(name.strip_suffix("+lift")?)?;
    inner.domain().counts().eq([5]).then_some(inner)
}

impl Subject {
    /// The subject for an evaluator; a lift inherits its inner's classes.
    pub fn new(evaluator: Arc<dyn Evaluator>) -> Subject {
        let inner = lift_inner(evaluator.name());
        let lifted = inner.is_some();
        let own: Vec<Deviation> = match &inner {
            Some(i) => i.deviations().to_vec(),
            None => evaluator.deviations().to_vec(),
        };
        assert!(
            own.len() <= MAX_CLASSES,
            "{} has {} deviation classes; the harness handles at most {MAX_CLASSES}",
            evaluator.name(),
            own.len()
        );
        let classes: Vec<Class> = own
            .iter()
            .map(|d| Class {
                id: d.id,
                sentence: d.sentence,
                kind: d.kind,
                applies: d.applies,
                via_lift: lifted,
            })
            .collect();
        let mask = |k: DeviationKind| {
            classes
                .iter()
                .enumerate()
                .filter(|(_, c)| c.kind == k)
                .fold(0u32, |m, (i, _)| m | 1 << i)
        };
        Subject {
            category_mask: mask(DeviationKind::Category),
            order_mask: mask(DeviationKind::Order),
            rejection_mask: mask(DeviationKind::Rejection),
            low_mask: mask(DeviationKind::Low),
            evaluator,
            classes,
            lifted,
        }
    }

    /// Every registered evaluator except the reference, as subjects.
    pub fn all_ports() -> Vec<Subject> {
        registry::all()
            .into_iter()
            .filter(|e| e.name() != "reference")
            .map(Subject::new)
            .collect()
    }

    /// The evaluator's name.
    pub fn name(&self) -> &str {
        self.evaluator.name()
    }

    /// The card counts the evaluator was written for.
    pub fn domain(&self) -> Domain {
        self.evaluator.domain()
    }

    /// Whether card order does not matter to the evaluator.
    pub fn order_free(&self) -> bool {
        self.evaluator.order() == CardOrder::Free
    }

    /// Whether the evaluator's verdicts carry a strength.
    pub fn gives_strength(&self) -> bool {
        self.evaluator.gives_strength()
    }

    /// The bit set of its `Order` classes.
    pub fn order_mask(&self) -> u32 {
        self.order_mask
    }

    /// Whether this subject inherits its classes through a lift.
    pub fn is_lift(&self) -> bool {
        self.lifted
    }

    /// The classes that claim these cards (in the evaluator's card order),
    /// as a bit set.
    pub fn claims(&self, cards: &[Card]) -> u32 {
        if self.classes.is_empty() {
            return 0;
        }
        if self.lifted {
            if cards.len() < 5 {
                return 0;
            }
            let mut all = 0u32;
            let mut five = [cards[0]; 5];
            let mut combos = Combinations::new(cards.len(), 5);
            while let Some(ix) = combos.next() {
                for (slot, &i) in five.iter_mut().zip(ix) {
                    *slot = cards[i];
                }
                all |= self.direct_claims(&five);
            }
            all
        } else {
            self.direct_claims(cards)
        }
    }

    /// The claims of the classes on exactly these cards (for a lift: on
    /// this five-card hand itself).
    pub fn direct_claims(&self, cards: &[Card]) -> u32 {
        let mut m = 0u32;
        for (i, c) in self.classes.iter().enumerate() {
            if (c.applies)(cards) {
                m |= 1 << i;
            }
        }
        m
    }

    /// Runs the evaluator on `cards` and judges it against the reference
    /// strength `reference` of the same cards. A panic in the evaluator is
    /// turned into a rejection naming the panic.
    pub fn judge(&self, cards: &[Card], reference: u16) -> Judgment {
        let result = match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            self.evaluator.evaluate(cards)
        })) {
            Ok(r) => r,
            Err(_) => Err(Rejected::CannotRun(format!(
                "{} panicked on this hand",
                self.name()
            ))),
        };
        let claims = self.claims(cards);
        Judgment::new(self, reference, result, claims)
    }

    /// Judges `cards` against a freshly computed reference strength.
    pub fn judge_alone(&self, cards: &[Card]) -> Judgment {
        self.judge(cards, Reference::new().strength(cards))
    }
}

/// What is wrong with one hand, if anything, apart from order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Finding {
    /// Answered with the reference's category.
    Agree,
    /// Answered with another category.
    Category {
        /// The reference's category.
        reference: Category,
        /// The evaluator's category.
        got: Category,
    },
    /// Refused or could not run.
    Rejected,
}

impl Finding {
    /// What is wrong with `result` when the reference's category is
    /// `expected`, apart from order and the low half.
    pub fn of(expected: Category, result: &Result<Verdict, Rejected>) -> Finding {
        Finding::of_answer(expected, result.as_ref().ok())
    }

    /// [`Finding::of`] for an answer (`None`: no verdict was given).
    pub fn of_answer(expected: Category, answer: Option<&Verdict>) -> Finding {
        match answer {
            None => Finding::Rejected,
            Some(v) if v.category != expected => Finding::Category {
                reference: expected,
                got: v.category,
            },
            Some(_) => Finding::Agree,
        }
    }
}

/// One hand judged for one evaluator.
#[derive(Clone, Debug)]
pub struct Judgment {
    /// The reference's strength of the hand.
    pub reference: u16,
    /// The reference's category of the hand.
    pub expected: Category,
    /// What the evaluator answered, or why it gave no answer.
    pub result: Result<Verdict, Rejected>,
    /// The classes claiming the hand (bit `i` = `subject.classes[i]`).
    pub claims: u32,
    /// What is wrong with the hand, apart from order.
    pub finding: Finding,
    /// The classes that explain this hand's finding (claiming it, of the
    /// finding's kind).
    pub explained_by: u32,
    /// Classes claiming the hand although the evaluator is right there
    /// (never for derived lift classes: see `masked`).
    pub over_claims: u32,
    /// Derived lift classes claiming a hand the lift gets right (another
    /// five-card subset hid the inner mistake). Informative, not a failure.
    pub masked: u32,
    /// Whether an `Order` class claims the hand.
    pub order_claimed: bool,
    /// Whether the low half differs from the reference's (hi-lo games).
    pub low_wrong: bool,
    /// A disagreement (category, rejection or low) no class explains.
    unexplained: bool,
}

impl Judgment {
    /// Judges an answer already obtained (with the claims on the hand)
    /// against the hold'em reference strength `reference`.
    pub fn new(
        s: &Subject,
        reference: u16,
        result: Result<Verdict, Rejected>,
        claims: u32,
    ) -> Judgment {
        Judgment::against(s, category_of(reference), reference, false, result, claims)
    }

    /// Judges an answer against the reference's category `expected` (its
    /// strength being `reference`), in any game; `low_wrong` says whether
    /// the answer's low half differs from the reference's.
    pub fn against(
        s: &Subject,
        expected: Category,
        reference: u16,
        low_wrong: bool,
        result: Result<Verdict, Rejected>,
        claims: u32,
    ) -> Judgment {
        let finding = Finding::of(expected, &result);
        let (explained_by, over_claims) = match finding {
            Finding::Rejected => (claims & s.rejection_mask, 0),
            Finding::Category { .. } => (claims & s.category_mask, claims & s.rejection_mask),
            Finding::Agree => (0, claims & (s.category_mask | s.rejection_mask)),
        };
        let mut unexplained = finding != Finding::Agree && explained_by == 0;
        let low_claims = claims & s.low_mask;
        let (explained_by, over_claims) = if low_wrong {
            unexplained |= low_claims == 0;
            (explained_by | low_claims, over_claims)
        } else {
            (explained_by, over_claims | low_claims)
        };
        let (over_claims, masked) = if s.lifted {
            (0, over_claims)
        } else {
            (over_claims, 0)
        };
        Judgment {
            reference,
            expected,
            result,
            claims,
            finding,
            explained_by,
            over_claims,
            masked,
            order_claimed: claims & s.order_mask != 0,
            low_wrong,
            unexplained,
        }
    }

    /// A disagreement (category, rejection or low half) that no class of
    /// its kind explains.
    pub fn unexplained(&self) -> bool {
        self.unexplained
    }

    /// Answered, with the right category, and claimed by no `Order` class:
    /// this hand's strength must sit exactly where the reference puts it.
    pub fn clean(&self) -> bool {
        self.finding == Finding::Agree && !self.order_claimed
    }

    /// The evaluator's strength, if it answered with one.
    pub fn strength(&self) -> Option<showdown_evaluators::Strength> {
        self.result.as_ref().ok().and_then(|v| v.strength)
    }
}

/// What the evaluator says, in words: `flush 5.1234`, or the rejection.
pub fn describe(result: &Result<Verdict, Rejected>) -> String {
    match result {
        Ok(v) => v.to_protocol(),
        Err(r) => format!("rejects ({r})"),
    }
}

/// Names of the classes in a bit set.
pub fn class_names(s: &Subject, mask: u32) -> Vec<&'static str> {
    s.classes
        .iter()
        .enumerate()
        .filter(|(i, _)| mask & (1 << i) != 0)
        .map(|(_, c)| c.id)
        .collect()
}
