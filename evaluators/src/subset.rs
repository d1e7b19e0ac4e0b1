//! The obviously-correct evaluator: the rules of poker written as plainly as
//! possible, used only to check [`crate::reference::Reference`].
//!
//! Five cards are classified by sorting their ranks and counting equal ranks;
//! six or seven cards take the best of all their five-card subsets; fewer
//! than five cards are classified by rank multiplicities alone. Its strength
//! is the tuple `(category, ranks in order of significance…)`. Slow, and
//! deliberately sharing no code with the reference's table builder.

use crate::card::Card;
use crate::category::Category;
use crate::combinations::Combinations;
use crate::evaluator::EvaluatorInfo;
use crate::evaluator::{Domain, Evaluator, Rejected, Strength, Verdict};

/// Best-of-all-five-card-subsets evaluator.
#[derive(Clone, Copy, Debug, Default)]
pub struct BestOfSubsets;

/// `(category, ranks by significance)` packed for quick comparison: the
/// category, then each rank + 1 in 4 bits (0 = no card).
pub type PlainKey = u32;

/// Classifies up to five cards by the rules.
pub fn classify(cards: &[Card]) -> (Category, Vec<u8>) {
    // Ranks sorted high to low.
    let mut ranks: Vec<u8> = cards.iter().map(|c| c.rank().index()).collect();
    ranks.sort_unstable_by(|a, b| b.cmp(a));

    // (how many, rank) for each distinct rank, bigger groups first.
    let mut groups: Vec<(usize, u8)> = Vec::new();
    for &r in &ranks {
        match groups.iter_mut().find(|g| g.1 == r) {
            Some(g) => g.0 += 1,
            None => groups.push((1, r)),
        }
    }
    groups.sort_by(|a, b| b.cmp(a));
    let by_significance: Vec<u8> = groups
        .iter()
        .flat_map(|&(n, r)| std::iter::repeat_n(r, n))
        .collect();

    let five = cards.len() == 5;
    let all_distinct = groups.len() == cards.len();
    let flush = five && cards.iter().all(|c| c.suit() == cards[0].suit());
    let run = all_distinct && five && ranks[0] - ranks[4] == 4;
    let wheel = all_distinct && five && ranks == [12, 3, 2, 1, 0];
    let straight_top = if run {
        Some(ranks[0])
    } else if wheel {
        Some(3) // the five
    } else {
        None
    };

    let sizes: Vec<usize> = groups.iter().map(|g| g.0).collect();
    match (straight_top, flush) {
        (Some(top), true) => return (Category::StraightFlush, vec![top]),
        (Some(top), false) => return (Category::Straight, vec![top]),
        (None, true) => return (Category::Flush, by_significance),
        _ => {}
    }
    let cat = if sizes[0] == 4 {
        Category::FourOfAKind
    } else if sizes[0] == 3 && sizes.get(1) == Some(&2) {
        Category::FullHouse
    } else if sizes[0] == 3 {
        Category::ThreeOfAKind
    } else if sizes[0] == 2 && sizes.get(1) == Some(&2) {
        Category::TwoPair
    } else if sizes[0] == 2 {
        Category::OnePair
    } else {
        Category::HighCard
    };
    (cat, by_significance)
}

fn key_of(cat: Category, ranks: &[u8]) -> PlainKey {
    let mut k = (cat as u32) << 28;
    for (i, &r) in ranks.iter().enumerate() {
        k |= (r as u32 + 1) << (24 - 4 * i);
    }
    k
}

impl BestOfSubsets {
    /// The best `(category, ranks)` key of 1 to 7 cards.
    pub fn key(cards: &[Card]) -> PlainKey {
        if cards.len() <= 5 {
            let (cat, ranks) = classify(cards);
            return key_of(cat, &ranks);
        }
        let mut best = 0;
        let mut combos = Combinations::new(cards.len(), 5);
        let mut five = [cards[0]; 5];
        while let Some(ix) = combos.next() {
            for (slot, &i) in five.iter_mut().zip(ix) {
                *slot = cards[i];
            }
            let (cat, ranks) = classify(&five);
            best = best.max(key_of(cat, &ranks));
        }
        best
    }

    /// The category in a key.
    pub fn key_category(key: PlainKey) -> Category {
        Category::from_index((key >> 28) as u8).expect("valid category")
    }
}

static INFO: EvaluatorInfo = EvaluatorInfo::holdem(
    "best-of-subsets",
    Domain::range(1, 7),
    true,
    "category and (category, ranks by significance…) packed in one integer",
    "showdown (the rules, plainly; checks the reference)",
);

impl Evaluator for BestOfSubsets {
    fn info(&self) -> &EvaluatorInfo {
        &INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        if cards.is_empty() || cards.len() > 7 {
            return Err(Rejected::Invalid(format!("{} cards", cards.len())));
        }
        let k = BestOfSubsets::key(cards);
        Ok(Verdict::new(
            BestOfSubsets::key_category(k),
            Some(Strength::single(k as i64)),
        ))
    }
}
