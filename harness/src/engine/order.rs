//! Order agreement in constant memory: the one order judge of `check`,
//! `sweep` (hold'em and every game) and their reports.
//!
//! For each reference strength class (for hold'em 7,462 five-card classes;
//! the 6,075 and 4,824 that occur among 6 and 7 cards use the same scale)
//! the engine keeps
//! the lowest and highest strength the evaluator gave its hands, with the
//! smallest hand reaching each. Comparing each class with itself and with
//! the next class that occurs tells, without storing any hand list:
//! - **split**: one reference class received several evaluator strengths;
//! - **merged**: two adjacent reference classes share an evaluator strength;
//! - **inverted**: a hand of a lower class scored above one of the next.
//!
//! If no class is split and every adjacent pair is strictly increasing, the
//! evaluator orders the hands exactly as the reference does. The hold'em
//! sweep does this twice, densely ([`OrderAcc`]): over every answered hand
//! (the raw figures), and over the *clean* hands only (right category, no
//! `Order` class claims them), where any split, merge or inversion is an
//! unexplained disagreement. Every other caller (`check`, its strata, the
//! game sweeps, a hi-lo game's low half) keeps an [`OrderBook`]: the same
//! ranges keyed by the reference strength itself.

use crate::engine::example::Example;
use crate::engine::source::GameReference;
use crate::enumerate::for_each_hand;
use crate::suit_classes::SuitClasses;
use showdown_evaluators::evaluator::Strength;
use showdown_evaluators::game::Game;
use showdown_evaluators::reference::Reference;
use std::sync::{Mutex, OnceLock};

/// Reference strength -> dense class number, for hands of `n` cards.
pub struct ClassIndex {
    dense: Vec<u16>,
    /// The reference strength of each class, ascending.
    pub strengths: Vec<u16>,
}

const NONE: u16 = u16::MAX;

impl ClassIndex {
    /// The class index for `n`-card hands (5 to 7 share the five-card scale).
    pub fn get(n: usize) -> &'static ClassIndex {
        static CACHE: [OnceLock<ClassIndex>; 8] = [const { OnceLock::new() }; 8];
        let key = if n >= 5 { 5 } else { n };
        CACHE[key].get_or_init(|| ClassIndex::build(key))
    }

    /// The class index of the reference strengths of `game`'s hands of 5
    /// to 7 cards: those of its five-card hands (every such game scores a
    /// hand by its best five), one hand per class up to renaming suits.
    /// For hold'em, [`ClassIndex::get`]`(5)`.
    pub fn of_game(game: &'static Game) -> &'static ClassIndex {
        if game == Game::default_game() {
            return ClassIndex::get(5);
        }
        static CACHE: Mutex<Vec<(&'static str, &'static ClassIndex)>> = Mutex::new(Vec::new());
        let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((_, index)) = cache.iter().find(|(id, _)| *id == game.id) {
            return index;
        }
        let reference = GameReference::new(game);
        let mut seen = vec![false; 1 << 16];
        SuitClasses::new(game, 5).for_each(&mut |cards, _| {
            seen[usize::from(reference.strength(cards))] = true;
        });
        let index: &'static ClassIndex = Box::leak(Box::new(ClassIndex::of_seen(&seen)));
        cache.push((game.id, index));
        index
    }

    fn build(n: usize) -> ClassIndex {
        let reference = Reference::new();
        let mut seen = vec![false; 1 << 16];
        for_each_hand(n, &mut |_, h| {
            seen[reference.strength_of_state(h) as usize] = true;
        });
        ClassIndex::of_seen(&seen)
    }

    /// The index of the strengths marked in `seen` (one flag per strength).
    fn of_seen(seen: &[bool]) -> ClassIndex {
        let mut dense = vec![NONE; 1 << 16];
        let mut strengths = Vec::new();
        for (s, _) in seen.iter().enumerate().filter(|(_, &b)| b) {
            dense[s] = strengths.len() as u16;
            strengths.push(s as u16);
        }
        ClassIndex { dense, strengths }
    }

    /// The class of a reference strength.
    #[inline]
    pub fn class(&self, strength: u16) -> usize {
        let c = self.dense[strength as usize];
        debug_assert!(c != NONE, "reference strength {strength} not in the index");
        c as usize
    }

    /// How many classes there are: the reference strengths that occur among
    /// hands of the indexed size (for 5 to 7 cards, the 7,462 of five cards).
    pub fn len(&self) -> usize {
        self.strengths.len()
    }

    /// Whether there is no class at all.
    pub fn is_empty(&self) -> bool {
        self.strengths.is_empty()
    }
}

/// The strengths one reference class received: lowest and highest, with
/// the smallest hand reaching each, and how many hands.
#[derive(Clone, Copy, Debug)]
pub struct Range {
    /// How many hands of the class were added.
    pub count: u64,
    /// The lowest strength the evaluator gave them.
    pub min: Strength,
    /// The highest strength the evaluator gave them.
    pub max: Strength,
    /// The smallest hand that got `min`.
    pub min_hand: Example,
    /// The smallest hand that got `max`.
    pub max_hand: Example,
}

impl Range {
    /// The range of one hand.
    pub fn point(s: Strength, e: Example) -> Range {
        Range {
            count: 1,
            min: s,
            max: s,
            min_hand: e,
            max_hand: e,
        }
    }

    /// Widens the range by one hand.
    pub fn add(&mut self, s: Strength, e: Example) {
        self.count += 1;
        if s < self.min || (s == self.min && e < self.min_hand) {
            self.min = s;
            self.min_hand = e;
        }
        if s > self.max || (s == self.max && e < self.max_hand) {
            self.max = s;
            self.max_hand = e;
        }
    }

    /// Both ranges of one class joined (the smaller example kept).
    pub fn merge(a: Option<Range>, b: Option<Range>) -> Option<Range> {
        match (a, b) {
            (Some(mut x), Some(y)) => {
                x.count += y.count;
                if y.min < x.min || (y.min == x.min && y.min_hand < x.min_hand) {
                    x.min = y.min;
                    x.min_hand = y.min_hand;
                }
                if y.max > x.max || (y.max == x.max && y.max_hand < x.max_hand) {
                    x.max = y.max;
                    x.max_hand = y.max_hand;
                }
                Some(x)
            }
            (x, None) => x,
            (None, y) => y,
        }
    }
}

/// Per-class ranges over all answered hands, over clean hands, and over
/// hands with the right category that an `Order` class claims.
#[derive(Clone)]
pub struct OrderAcc {
    /// Per class: the range over every hand answered with a strength
    /// (`None`: no such hand yet).
    pub all: Vec<Option<Range>>,
    /// Per class: the range over clean hands (right category, claimed by no
    /// `Order` class).
    pub clean: Vec<Option<Range>>,
    /// Per class: the range over hands with the right category that an
    /// `Order` class claims.
    pub claimed: Vec<Option<Range>>,
}

impl OrderAcc {
    /// Empty ranges for `classes` reference classes.
    pub fn new(classes: usize) -> OrderAcc {
        OrderAcc {
            all: vec![None; classes],
            clean: vec![None; classes],
            claimed: vec![None; classes],
        }
    }

    /// Adds one answered hand: `clean` (right category, no `Order` claim)
    /// or `claimed` (right category, an `Order` class claims it).
    #[inline]
    pub fn add(&mut self, class: usize, s: Strength, hand: Example, clean: bool, claimed: bool) {
        fn put(slot: &mut Option<Range>, s: Strength, hand: Example) {
            match slot {
                Some(r) => r.add(s, hand),
                None => *slot = Some(Range::point(s, hand)),
            }
        }
        put(&mut self.all[class], s, hand);
        if clean {
            put(&mut self.clean[class], s, hand);
        }
        if claimed {
            put(&mut self.claimed[class], s, hand);
        }
    }

    /// Reference classes where some `Order`-claimed hand may sit exactly at
    /// the class's clean strength (so may be over-claimed): those whose
    /// claimed range contains it.
    pub fn undecided(&self) -> Vec<Option<Strength>> {
        self.clean
            .iter()
            .zip(&self.claimed)
            .map(|(c, k)| match (canonical(c), k) {
                (Some(c), Some(k)) if k.min <= c && c <= k.max => Some(c),
                _ => None,
            })
            .collect()
    }

    /// Both accumulators combined, class by class (for joining the work of
    /// several threads).
    pub fn merge(mut self, other: OrderAcc) -> OrderAcc {
        for (a, b) in self.all.iter_mut().zip(other.all) {
            *a = Range::merge(*a, b);
        }
        for (a, b) in self.clean.iter_mut().zip(other.clean) {
            *a = Range::merge(*a, b);
        }
        for (a, b) in self.claimed.iter_mut().zip(other.claimed) {
            *a = Range::merge(*a, b);
        }
        self
    }
}

/// One order anomaly with the two hands that show it.
#[derive(Clone, Copy, Debug)]
pub struct Anomaly {
    /// The (lower) reference strength involved.
    pub reference: u16,
    /// The reference strength of `hand_b`: the same class for a split, the
    /// next class for a merged or inverted pair.
    pub reference_b: u16,
    /// The first hand: for a split class, the smallest at its lowest strength;
    /// for a merged or inverted pair, the smallest at the lower class's
    /// highest strength.
    pub hand_a: Example,
    /// The evaluator's strength for `hand_a`.
    pub strength_a: Strength,
    /// The second hand: for a split class, the smallest at its highest
    /// strength; for a merged or inverted pair, the smallest at the next
    /// class's lowest strength.
    pub hand_b: Example,
    /// The evaluator's strength for `hand_b`.
    pub strength_b: Strength,
}

/// Counts of split classes, merged and inverted adjacent pairs, with the
/// first example of each.
#[derive(Clone, Debug, Default)]
pub struct OrderFigures {
    /// Reference classes that occurred among the judged hands.
    pub classes: usize,
    /// Classes whose hands got more than one strength.
    pub split: usize,
    /// Adjacent pairs of classes where the lower one's highest strength
    /// equals the next one's lowest.
    pub merged: usize,
    /// Adjacent pairs of classes where the lower one's highest strength is
    /// above the next one's lowest.
    pub inverted: usize,
    /// The split class of lowest reference strength, if any.
    pub split_example: Option<Anomaly>,
    /// The merged pair of lowest reference strength, if any.
    pub merged_example: Option<Anomaly>,
    /// The inverted pair of lowest reference strength, if any.
    pub inverted_example: Option<Anomaly>,
}

impl OrderFigures {
    /// Split classes, merged pairs and inverted pairs, all together.
    pub fn anomalies(&self) -> usize {
        self.split + self.merged + self.inverted
    }

    /// Reads the figures off dense per-class ranges (`strengths[i]` = the
    /// reference strength of class `i`).
    pub fn of(ranges: &[Option<Range>], strengths: &[u16]) -> OrderFigures {
        OrderFigures::of_classes(
            ranges
                .iter()
                .zip(strengths)
                .filter_map(|(r, &s)| r.as_ref().map(|r| (s, r))),
        )
    }

    /// Reads the figures off ranges given with their reference strength,
    /// in ascending order of it.
    pub fn of_classes<'r>(ranges: impl IntoIterator<Item = (u16, &'r Range)>) -> OrderFigures {
        let mut f = OrderFigures::default();
        let mut prev: Option<(u16, Range)> = None;
        for (reference, r) in ranges {
            f.classes += 1;
            if r.min != r.max {
                f.split += 1;
                f.split_example.get_or_insert(Anomaly {
                    reference,
                    reference_b: reference,
                    hand_a: r.min_hand,
                    strength_a: r.min,
                    hand_b: r.max_hand,
                    strength_b: r.max,
                });
            }
            if let Some((lower, p)) = prev {
                debug_assert!(lower < reference, "classes in ascending order");
                let a = Anomaly {
                    reference: lower,
                    reference_b: reference,
                    hand_a: p.max_hand,
                    strength_a: p.max,
                    hand_b: r.min_hand,
                    strength_b: r.min,
                };
                if p.max == r.min {
                    f.merged += 1;
                    f.merged_example.get_or_insert(a);
                } else if p.max > r.min {
                    f.inverted += 1;
                    f.inverted_example.get_or_insert(a);
                }
            }
            prev = Some((reference, *r));
        }
        f
    }
}

/// Per reference strength, the range of strengths an evaluator gave its
/// hands: the order judge for any game and any number of hands. A hand
/// finds its class's range by a direct index on the reference strength
/// (made at the first hand), so a sweep of millions of hands pays no
/// search per hand.
#[derive(Clone, Debug, Default)]
pub struct OrderBook {
    /// Per reference strength: where its range is in `ranges`, plus one
    /// (0: none yet); empty before the first hand.
    slot: Vec<u32>,
    /// The ranges, in the order their classes were first met.
    ranges: Vec<(u16, Range)>,
}

impl OrderBook {
    /// Adds one hand: the reference's strength of it, the evaluator's, and
    /// the hand.
    #[inline]
    pub fn add(&mut self, reference: u16, s: Strength, hand: Example) {
        if self.slot.is_empty() {
            self.slot = vec![0; 1 << 16];
        }
        let at = &mut self.slot[usize::from(reference)];
        match *at {
            0 => {
                self.ranges.push((reference, Range::point(s, hand)));
                *at = self.ranges.len() as u32;
            }
            i => self.ranges[i as usize - 1].1.add(s, hand),
        }
    }

    /// The range of one class, if a hand of it was added.
    fn range_mut(&mut self, reference: u16) -> Option<&mut Range> {
        let i = *self.slot.get(usize::from(reference))?;
        (i > 0).then(|| &mut self.ranges[i as usize - 1].1)
    }

    /// Both books joined, class by class.
    pub fn merge(mut self, other: OrderBook) -> OrderBook {
        for (k, r) in other.ranges {
            match self.range_mut(k) {
                Some(mine) => *mine = Range::merge(Some(*mine), Some(r)).expect("a range"),
                None => {
                    if self.slot.is_empty() {
                        self.slot = vec![0; 1 << 16];
                    }
                    self.ranges.push((k, r));
                    self.slot[usize::from(k)] = self.ranges.len() as u32;
                }
            }
        }
        self
    }

    /// Reference classes seen.
    pub fn len(&self) -> usize {
        self.ranges.len()
    }

    /// Whether no hand was added.
    pub fn is_empty(&self) -> bool {
        self.ranges.is_empty()
    }

    /// Split classes, merged and inverted neighbours, with their examples.
    pub fn figures(&self) -> OrderFigures {
        let mut by_class: Vec<&(u16, Range)> = self.ranges.iter().collect();
        by_class.sort_unstable_by_key(|(k, _)| *k);
        OrderFigures::of_classes(by_class.into_iter().map(|(k, r)| (*k, r)))
    }
}

/// The strength a clean class was given, if its clean hands all got one.
pub fn canonical(clean: &Option<Range>) -> Option<Strength> {
    clean.and_then(|r| (r.min == r.max).then_some(r.min))
}
