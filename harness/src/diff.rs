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

use crate::sweep::driver;
use crate::sweep::example::Example;
use crate::sweep::with_progress;
use serde_json::json;
use showdown_evaluators::card::{format_cards, Card};
use showdown_evaluators::combinations::binomial;
use showdown_evaluators::evaluator::{CardOrder, Evaluator, Rejected, Verdict};
use showdown_evaluators::reference::Reference;
use showdown_evaluators::registry;
use std::cmp::Ordering;
use std::collections::BTreeMap;
use std::fmt::Write;
use std::sync::Arc;

/// `showdown diff` arguments.
#[derive(clap::Args, Debug)]
pub struct DiffArgs {
    /// The first evaluator (see `showdown evaluators`).
    pub a: String,
    /// The second evaluator.
    pub b: String,
    /// Hand size.
    #[arg(long, default_value_t = 7)]
    pub cards: usize,
    /// Compare on this many random hands (the default, 100,000).
    #[arg(long, conflicts_with = "exhaustive")]
    pub random: Option<u64>,
    /// Compare on every hand of the size.
    #[arg(long)]
    pub exhaustive: bool,
    /// Seed for the random hands (printed when not given).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Run even if the size lies outside an evaluator's domain.
    #[arg(long)]
    pub out_of_domain: bool,
    #[arg(long, value_enum, default_value_t = crate::sweep::Format::Table)]
    pub format: crate::sweep::Format,
}

/// One kind of disagreement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    /// Categories differ (indices; 9 = rejected).
    Category { a: u8, b: u8 },
    /// The two orderings of a pair differ.
    Order { a: Ordering, b: Ordering },
}

fn cat_name(c: u8) -> &'static str {
    crate::sweep::report::column_name(c as usize)
}

impl Kind {
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

/// Count and smallest example (a hand, or a pair of hands) of one kind.
#[derive(Clone, Copy, Debug)]
pub struct Group {
    pub count: u64,
    pub example: (Example, Option<Example>),
}

/// Disagreements found, by kind.
#[derive(Clone, Debug, Default)]
pub struct DiffTally {
    pub hands: u64,
    pub pairs: u64,
    pub groups: BTreeMap<Kind, Group>,
}

impl DiffTally {
    fn add(&mut self, kind: Kind, example: (Example, Option<Example>)) {
        self.groups
            .entry(kind)
            .and_modify(|g| {
                g.count += 1;
                if example < g.example {
                    g.example = example;
                }
            })
            .or_insert(Group { count: 1, example });
    }

    fn merge(mut self, other: DiffTally) -> DiffTally {
        self.hands += other.hands;
        self.pairs += other.pairs;
        for (k, g) in other.groups {
            self.groups
                .entry(k)
                .and_modify(|x| {
                    x.count += g.count;
                    if g.example < x.example {
                        x.example = g.example;
                    }
                })
                .or_insert(g);
        }
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
        (self.a.evaluate(cards), self.b.evaluate(cards))
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

/// A small deterministic generator (splitmix64).
pub struct SplitMix(pub u64);

impl SplitMix {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// `n` distinct random cards in random order.
    pub fn hand(&mut self, n: usize) -> Vec<Card> {
        let mut deck: Vec<u8> = (0..52).collect();
        for i in 0..n {
            let j = i + (self.next_u64() % (52 - i) as u64) as usize;
            deck.swap(i, j);
        }
        deck[..n]
            .iter()
            .map(|&i| Card::from_index(i).expect("below 52"))
            .collect()
    }
}

/// Compares `a` and `b` on `count` random hands of `n` cards.
pub fn random(a: &dyn Evaluator, b: &dyn Evaluator, n: usize, count: u64, seed: u64) -> DiffTally {
    let p = Pair { a, b };
    let mut rng = SplitMix(seed);
    let mut t = DiffTally::default();
    let mut prev: Option<(Vec<Card>, Answers)> = None;
    let canonical = a.order() == CardOrder::Free && b.order() == CardOrder::Free;
    for _ in 0..count {
        let mut h = rng.hand(n);
        if canonical {
            h.sort();
        }
        let ans = p.answers(&h);
        p.hand(&mut t, &h, &ans);
        if let Some((ph, pa)) = &prev {
            p.pair(&mut t, ph, pa, &h, &ans);
        }
        prev = Some((h, ans));
    }
    t
}

/// Compares `a` and `b` on every hand of `n` cards.
pub fn exhaustive(a: &dyn Evaluator, b: &dyn Evaluator, n: usize, progress: bool) -> DiffTally {
    let p = Pair { a, b };
    struct Acc {
        t: DiffTally,
        prev: Option<(Example, Answers)>,
        held: Option<(Example, Answers)>,
        since: u32,
    }
    let acc = with_progress(binomial(52, n as u64), "diff", progress, |done| {
        driver::fold_hands(
            n,
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

fn find(name: &str) -> Result<Arc<dyn Evaluator>, String> {
    registry::by_name(name).ok_or_else(|| {
        format!(
            "unknown evaluator `{name}`; known: {}",
            registry::names().join(", ")
        )
    })
}

/// The report in words.
pub fn table(a: &str, b: &str, n: usize, how: &str, t: &DiffTally) -> String {
    let reference = Reference::new();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "diff {a} vs {b}: {n} cards, {how}; {} hands, {} pairs compared for order; {} kinds of disagreement",
        t.hands,
        t.pairs,
        t.groups.len()
    );
    for (k, g) in &t.groups {
        let (h1, h2) = g.example;
        let ea = find(a).ok();
        let eb = find(b).ok();
        let say = |e: &Option<Arc<dyn Evaluator>>, h: &Example| {
            e.as_ref()
                .map(|e| crate::sweep::judge::describe(&e.evaluate(&h.cards())))
                .unwrap_or_default()
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
                say(&ea, &h),
                say(&eb, &h),
                reference.category(&cards).token(),
                reference.strength(&cards)
            );
        }
    }
    out
}

fn json_report(
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

/// `showdown diff`: exit 0 when the two agree everywhere looked, 1 otherwise.
pub fn command(args: DiffArgs) -> Result<std::process::ExitCode, String> {
    if !(1..=7).contains(&args.cards) {
        return Err(format!("--cards {}: hands have 1 to 7 cards", args.cards));
    }
    let (a, b) = (find(&args.a)?, find(&args.b)?);
    for e in [&a, &b] {
        if !e.domain().contains(args.cards) && !args.out_of_domain {
            return Err(format!(
                "{} is written for {} cards, not {} (add --out-of-domain to compare anyway)",
                e.name(),
                e.domain(),
                args.cards
            ));
        }
    }
    let (t, how, seed) = if args.exhaustive {
        (
            exhaustive(&*a, &*b, args.cards, true),
            "every hand".to_string(),
            None,
        )
    } else {
        let count = args.random.unwrap_or(100_000);
        let seed = args.seed.unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(1, |d| d.as_nanos() as u64)
        });
        eprintln!(
            "seed {seed} (replay: showdown diff {} {} --cards {} --random {count} --seed {seed})",
            args.a, args.b, args.cards
        );
        (
            random(&*a, &*b, args.cards, count, seed),
            format!("{count} random hands, seed {seed}"),
            Some(seed),
        )
    };
    match args.format {
        crate::sweep::Format::Table => print!("{}", table(&args.a, &args.b, args.cards, &how, &t)),
        crate::sweep::Format::Json => println!(
            "{}",
            serde_json::to_string_pretty(&json_report(
                &args.a, &args.b, args.cards, &how, seed, &t
            ))
            .expect("JSON")
        ),
    }
    Ok(if t.groups.is_empty() {
        std::process::ExitCode::SUCCESS
    } else {
        std::process::ExitCode::FAILURE
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_evaluator_agrees_with_itself_and_the_plain_checker() {
        let r = find("reference").unwrap();
        let plain = find("best-of-subsets").unwrap();
        let t = random(&*r, &*plain, 7, 3000, 11);
        assert_eq!(t.hands, 3000);
        assert!(t.pairs > 2900);
        assert!(t.groups.is_empty(), "{:?}", t.groups);
        let t = exhaustive(&*r, &*plain, 3, false);
        assert_eq!(t.hands, binomial(52, 3));
        assert!(t.groups.is_empty(), "{:?}", t.groups);
    }

    /// The reference with its strengths negated and flushes called straights.
    struct Backwards;
    impl Evaluator for Backwards {
        fn name(&self) -> &str {
            "backwards"
        }
        fn domain(&self) -> showdown_evaluators::Domain {
            showdown_evaluators::Domain::range(1, 7)
        }
        fn gives_strength(&self) -> bool {
            true
        }
        fn returns(&self) -> &str {
            "negated reference strength"
        }
        fn source(&self) -> &str {
            "the diff tests"
        }
        fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
            let r = Reference::new();
            let mut c = r.category(cards);
            if c == showdown_evaluators::Category::Flush {
                c = showdown_evaluators::Category::Straight;
            }
            let s = showdown_evaluators::Strength::single(-(r.strength(cards) as i64));
            Ok(Verdict::new(c, Some(s)))
        }
    }

    #[test]
    fn category_and_order_differences_are_grouped_with_examples() {
        let r = find("reference").unwrap();
        let t = random(&*r, &Backwards, 7, 5_000, 5);
        let flush = showdown_evaluators::Category::Flush as u8;
        let straight = showdown_evaluators::Category::Straight as u8;
        let kinds: Vec<Kind> = t.groups.keys().copied().collect();
        assert!(
            kinds.contains(&Kind::Category {
                a: flush,
                b: straight
            }),
            "{kinds:?}"
        );
        assert!(kinds.contains(&Kind::Order {
            a: Ordering::Less,
            b: Ordering::Greater
        }));
        assert!(kinds.contains(&Kind::Order {
            a: Ordering::Greater,
            b: Ordering::Less
        }));
        // Every example shows its kind.
        for (k, g) in &t.groups {
            let h1 = g.example.0.cards();
            match *k {
                Kind::Category { a, b } => {
                    assert_eq!(
                        (column(&r.evaluate(&h1)), column(&Backwards.evaluate(&h1))),
                        (a, b)
                    );
                }
                Kind::Order { a, b } => {
                    let h2 = g.example.1.unwrap().cards();
                    let s =
                        |e: &dyn Evaluator, h: &[Card]| e.evaluate(h).unwrap().strength.unwrap();
                    assert_eq!(s(&*r, &h1).cmp(&s(&*r, &h2)), a);
                    assert_eq!(s(&Backwards, &h1).cmp(&s(&Backwards, &h2)), b);
                }
            }
        }
        let total: u64 = t.groups.values().map(|g| g.count).sum();
        assert!(total > 4_000);
    }
}
