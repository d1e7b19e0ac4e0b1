//! The reference evaluator against the fastest published Rust crate,
//! `pokers` 0.10 (an OMPEval-style perfect hash), in one process.
//!
//! Workloads, for 5, 6 and 7 cards:
//! - `random`: 10 million pre-generated random hands, each evaluated from its
//!   cards (hands are converted to each contestant's own card type before
//!   timing, so only building the hand and evaluating it is timed); the
//!   reference through its slice path, `Reference::strength(&[Card])`;
//! - `random7-state`, `nested7-state`: the 7-card `random` and `nested`
//!   workloads with the reference through its incremental path instead:
//!   `HandState::of_card` of each card added to `HandState::EMPTY`, then
//!   `Reference::strength_of_state`;
//! - `state`: the same hands pre-built into each contestant's additive hand
//!   state, so only the lookup is timed (7 cards only);
//! - `nested`: every hand in plain nested loops, each evaluated from its
//!   cards (no incremental state is kept by the benchmark itself).
//!
//! Criterion measures each contestant and workload first (filter them as
//! usual: `cargo bench --features bench --bench reference_vs_crates -- random7`). Then a ratio
//! summary runs the contestants interleaved, round after round, timing each
//! run in this thread's CPU time, and prints `reference / pokers` per
//! workload: the median and range of the per-round ratios, and the best time
//! per hand of each. Ratios from one process are what count on a shared,
//! noisy machine. `SHOWDOWN_BENCH_ROUNDS` sets the number of rounds
//! (default 9); `SHOWDOWN_BENCH_SUMMARY_ONLY=1` skips the criterion part.
//! Before timing, both contestants must agree on the category of random
//! hands and of every 6-card hand, or the bench stops.
//!
//! Instructions per evaluation (deterministic, unlike time): run the bench
//! executable under callgrind with `SHOWDOWN_BENCH_INSTRUCTIONS=1` (one pass
//! of the random workloads, nothing else) and `SHOWDOWN_BENCH_HANDS=1000000`,
//! then divide each `random_run` / `state_run` total by the hands
//! (`docs/performance.md` has the exact commands).

mod common;

use common::time;
use criterion::{Criterion, Throughput};
use showdown_evaluators::reference::HandState;
use showdown_evaluators::{Card, Reference};
use std::hint::black_box;
use std::time::Duration;

/// Hands in each random workload, unless `SHOWDOWN_BENCH_HANDS` says
/// otherwise.
const RANDOM_HANDS: usize = 10_000_000;

fn random_hand_count() -> usize {
    std::env::var("SHOWDOWN_BENCH_HANDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(RANDOM_HANDS)
}

/// One evaluator under test, with its own card and hand-state types.
trait Contestant {
    const NAME: &'static str;
    type Card: Copy + Send + Sync;
    type State: Copy + Send + Sync;
    /// The contestant's card for one of ours.
    fn card(c: Card) -> Self::Card;
    /// Strength of a hand, built from its cards.
    fn eval<const N: usize>(&self, cards: &[Self::Card; N]) -> u16;
    /// The additive state of a hand.
    fn state(&self, cards: &[Self::Card]) -> Self::State;
    /// Strength of a pre-built state.
    fn eval_state(&self, s: Self::State) -> u16;
    /// Our category index (0 = high card) of one of its strengths.
    fn category(s: u16) -> u16;
}

struct Ours(Reference);

impl Contestant for Ours {
    const NAME: &'static str = "reference";
    type Card = Card;
    type State = HandState;
    fn card(c: Card) -> Card {
        c
    }
    #[inline(always)]
    fn eval<const N: usize>(&self, cards: &[Card; N]) -> u16 {
        self.0.strength(cards)
    }
    fn state(&self, cards: &[Card]) -> HandState {
        HandState::of_cards(cards)
    }
    #[inline(always)]
    fn eval_state(&self, s: HandState) -> u16 {
        self.0.strength_of_state(s)
    }
    fn category(s: u16) -> u16 {
        s >> 12
    }
}

/// The reference through its incremental public path: each card's
/// [`HandState::of_card`] added, then [`Reference::strength_of_state`].
struct OursState(Reference);

impl Contestant for OursState {
    const NAME: &'static str = "reference (HandState)";
    type Card = Card;
    type State = HandState;
    fn card(c: Card) -> Card {
        c
    }
    #[inline(always)]
    fn eval<const N: usize>(&self, cards: &[Card; N]) -> u16 {
        let mut h = HandState::EMPTY;
        for &c in cards {
            h = h.add(HandState::of_card(c));
        }
        self.0.strength_of_state(h)
    }
    fn state(&self, cards: &[Card]) -> HandState {
        HandState::of_cards(cards)
    }
    #[inline(always)]
    fn eval_state(&self, s: HandState) -> u16 {
        self.0.strength_of_state(s)
    }
    fn category(s: u16) -> u16 {
        s >> 12
    }
}

struct Pokers;

impl Contestant for Pokers {
    const NAME: &'static str = "pokers";
    type Card = u8;
    type State = pokers::Hand;
    /// pokers numbers cards `4 * rank + suit` with suits in the order
    /// spades, hearts, clubs, diamonds; ours go clubs, diamonds, hearts, spades.
    fn card(c: Card) -> u8 {
        const SUIT: [u8; 4] = [2, 3, 1, 0];
        c.rank().index() * 4 + SUIT[c.suit().index() as usize]
    }
    /// As its documentation shows: the default hand plus each card.
    #[inline(always)]
    fn eval<const N: usize>(&self, cards: &[u8; N]) -> u16 {
        let mut h = pokers::Hand::default();
        for &c in cards {
            h += pokers::CARDS[c as usize];
        }
        h.evaluate()
    }
    fn state(&self, cards: &[u8]) -> pokers::Hand {
        let mut h = pokers::Hand::default();
        for &c in cards {
            h += pokers::CARDS[c as usize];
        }
        h
    }
    #[inline(always)]
    fn eval_state(&self, s: pokers::Hand) -> u16 {
        s.evaluate()
    }
    fn category(s: u16) -> u16 {
        (s >> 12) - 1
    }
}

/// `count` random hands of `N` distinct cards (the same draws as
/// `packed_bytes`'s card bytes).
fn random_hands<const N: usize>(count: usize, seed: u64) -> Vec<[Card; N]> {
    common::random_card_bytes::<N>(count, seed)
        .into_iter()
        .map(|h| h.map(|b| Card::from_index(b).expect("a card byte")))
        .collect()
}

fn convert<C: Contestant, const N: usize>(hands: &[[Card; N]]) -> Vec<[C::Card; N]> {
    hands
        .iter()
        .map(|h| std::array::from_fn(|i| C::card(h[i])))
        .collect()
}

fn deck<C: Contestant>() -> [C::Card; 52] {
    std::array::from_fn(|i| C::card(Card::from_index(i as u8).unwrap()))
}

#[inline(never)]
fn random_run<C: Contestant, const N: usize>(c: &C, hands: &[[C::Card; N]]) -> u64 {
    let mut sum = 0u64;
    for h in hands {
        sum = sum.wrapping_add(c.eval(h) as u64);
    }
    sum
}

#[inline(never)]
fn state_run<C: Contestant>(c: &C, states: &[C::State]) -> u64 {
    let mut sum = 0u64;
    for &s in states {
        sum = sum.wrapping_add(c.eval_state(s) as u64);
    }
    sum
}

#[inline(never)]
fn nested5<C: Contestant>(c: &C, d: &[C::Card; 52]) -> u64 {
    let mut sum = 0u64;
    for a in 0..52 {
        for b in a + 1..52 {
            for e in b + 1..52 {
                for f in e + 1..52 {
                    for g in f + 1..52 {
                        let h = [d[a], d[b], d[e], d[f], d[g]];
                        sum = sum.wrapping_add(c.eval(&h) as u64);
                    }
                }
            }
        }
    }
    sum
}

#[inline(never)]
fn nested6<C: Contestant>(c: &C, d: &[C::Card; 52]) -> u64 {
    let mut sum = 0u64;
    for a in 0..52 {
        for b in a + 1..52 {
            for e in b + 1..52 {
                for f in e + 1..52 {
                    for g in f + 1..52 {
                        for k in g + 1..52 {
                            let h = [d[a], d[b], d[e], d[f], d[g], d[k]];
                            sum = sum.wrapping_add(c.eval(&h) as u64);
                        }
                    }
                }
            }
        }
    }
    sum
}

#[inline(never)]
fn nested7<C: Contestant>(c: &C, d: &[C::Card; 52]) -> u64 {
    let mut sum = 0u64;
    for a in 0..52 {
        for b in a + 1..52 {
            for e in b + 1..52 {
                for f in e + 1..52 {
                    for g in f + 1..52 {
                        for k in g + 1..52 {
                            for m in k + 1..52 {
                                let h = [d[a], d[b], d[e], d[f], d[g], d[k], d[m]];
                                sum = sum.wrapping_add(c.eval(&h) as u64);
                            }
                        }
                    }
                }
            }
        }
    }
    sum
}

/// Category histograms of a contestant over a workload, for the agreement
/// check.
fn histogram<C: Contestant>(strengths: impl Iterator<Item = u16>) -> [u64; 9] {
    let mut h = [0u64; 9];
    for s in strengths {
        h[C::category(s) as usize] += 1;
    }
    h
}

/// Every hand of `n` cards of a deck, in the nested-loop order.
fn each_hand<T: Copy>(n: usize, d: &[T; 52], f: &mut impl FnMut(&[T])) {
    fn go<T: Copy>(
        n: usize,
        start: usize,
        d: &[T; 52],
        cur: &mut Vec<T>,
        f: &mut impl FnMut(&[T]),
    ) {
        if cur.len() == n {
            f(cur);
            return;
        }
        for i in start..52 {
            cur.push(d[i]);
            go(n, i + 1, d, cur, f);
            cur.pop();
        }
    }
    go(n, 0, d, &mut Vec::with_capacity(n), f);
}

/// Both contestants give every hand the same category, and the exhaustive
/// histograms are the published ones; panics otherwise.
fn check_agreement(ours: &Ours) {
    for n in [5usize, 6, 7] {
        let hands = random_hands::<7>(200_000, 99 + n as u64);
        let a = histogram::<Ours>(hands.iter().map(|h| ours.0.strength(&h[..n])));
        let b = histogram::<Pokers>(hands.iter().map(|h| {
            let p: Vec<u8> = h[..n].iter().map(|&c| Pokers::card(c)).collect();
            Pokers.state(&p).evaluate()
        }));
        assert_eq!(a, b, "{n}-card random hands: the contestants disagree");
    }
    let state = OursState(Reference::new());
    for h in random_hands::<7>(200_000, 98) {
        assert_eq!(
            ours.eval(&h),
            state.eval(&h),
            "the reference's paths differ on {h:?}"
        );
    }
    let ds = deck::<Ours>();
    let dp = deck::<Pokers>();
    let mut a = [0u64; 9];
    each_hand(6, &ds, &mut |h| a[(ours.0.strength(h) >> 12) as usize] += 1);
    let mut b = [0u64; 9];
    each_hand(6, &dp, &mut |h| {
        b[Pokers::category(Pokers.state(h).evaluate()) as usize] += 1
    });
    assert_eq!(a, b, "all 6-card hands: the contestants disagree");
    assert_eq!(
        a,
        [6_612_900, 9_730_740, 2_532_816, 732_160, 361_620, 205_792, 165_984, 14_664, 1_844]
    );
}

/// The inputs of every workload, per contestant.
struct Inputs {
    random: Vec<(usize, RandomSet)>,
    state_ours: Vec<HandState>,
    state_pokers: Vec<pokers::Hand>,
    deck_ours: [Card; 52],
    deck_pokers: [u8; 52],
}

enum RandomSet {
    Five(Vec<[Card; 5]>, Vec<[u8; 5]>),
    Six(Vec<[Card; 6]>, Vec<[u8; 6]>),
    Seven(Vec<[Card; 7]>, Vec<[u8; 7]>),
}

fn inputs(ours: &Ours) -> Inputs {
    let count = random_hand_count();
    let r5 = random_hands::<5>(count, 5);
    let r6 = random_hands::<6>(count, 6);
    let r7 = random_hands::<7>(count, 7);
    let p7 = convert::<Pokers, 7>(&r7);
    Inputs {
        state_ours: r7.iter().map(|h| ours.state(h)).collect(),
        state_pokers: p7.iter().map(|h| Pokers.state(h)).collect(),
        random: vec![
            (
                5,
                RandomSet::Five(convert::<Ours, 5>(&r5), convert::<Pokers, 5>(&r5)),
            ),
            (
                6,
                RandomSet::Six(convert::<Ours, 6>(&r6), convert::<Pokers, 6>(&r6)),
            ),
            (7, RandomSet::Seven(r7, p7)),
        ],
        deck_ours: deck::<Ours>(),
        deck_pokers: deck::<Pokers>(),
    }
}

/// One timed run of a contestant over a workload, returning a checksum so
/// nothing is optimised away.
type Run<'a> = Box<dyn Fn() -> u64 + 'a>;

/// A workload: its name, hands per run, and one run per contestant.
struct Workload<'a> {
    name: String,
    hands: u64,
    ours: Run<'a>,
    pokers: Run<'a>,
}

fn workloads<'a>(ours: &'a Ours, inp: &'a Inputs) -> Vec<Workload<'a>> {
    let mut w = Vec::new();
    for (n, set) in &inp.random {
        let (fo, fp): (Run, Run) = match set {
            RandomSet::Five(a, b) => (
                Box::new(move || random_run(ours, a)),
                Box::new(move || random_run(&Pokers, b)),
            ),
            RandomSet::Six(a, b) => (
                Box::new(move || random_run(ours, a)),
                Box::new(move || random_run(&Pokers, b)),
            ),
            RandomSet::Seven(a, b) => (
                Box::new(move || random_run(ours, a)),
                Box::new(move || random_run(&Pokers, b)),
            ),
        };
        w.push(Workload {
            name: format!("random{n}"),
            hands: random_hand_count() as u64,
            ours: fo,
            pokers: fp,
        });
    }
    if let Some((_, RandomSet::Seven(a, b))) = inp.random.iter().find(|(n, _)| *n == 7) {
        w.push(Workload {
            name: "random7-state".into(),
            hands: random_hand_count() as u64,
            ours: Box::new(move || random_run(&OursState(Reference::new()), a)),
            pokers: Box::new(move || random_run(&Pokers, b)),
        });
    }
    w.push(Workload {
        name: "state7".into(),
        hands: random_hand_count() as u64,
        ours: Box::new(move || state_run(ours, &inp.state_ours)),
        pokers: Box::new(move || state_run(&Pokers, &inp.state_pokers)),
    });
    let (dso, dsp) = (&inp.deck_ours, &inp.deck_pokers);
    w.push(Workload {
        name: "nested5".into(),
        hands: 2_598_960,
        ours: Box::new(move || nested5(ours, dso)),
        pokers: Box::new(move || nested5(&Pokers, dsp)),
    });
    w.push(Workload {
        name: "nested6".into(),
        hands: 20_358_520,
        ours: Box::new(move || nested6(ours, dso)),
        pokers: Box::new(move || nested6(&Pokers, dsp)),
    });
    w.push(Workload {
        name: "nested7".into(),
        hands: 133_784_560,
        ours: Box::new(move || nested7(ours, dso)),
        pokers: Box::new(move || nested7(&Pokers, dsp)),
    });
    w.push(Workload {
        name: "nested7-state".into(),
        hands: 133_784_560,
        ours: Box::new(move || nested7(&OursState(Reference::new()), dso)),
        pokers: Box::new(move || nested7(&Pokers, dsp)),
    });
    w
}

fn criterion_part(w: &[Workload]) {
    let mut c = Criterion::default()
        .configure_from_args()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3));
    for wl in w {
        let mut g = c.benchmark_group(&wl.name);
        g.throughput(Throughput::Elements(wl.hands));
        g.bench_function(Ours::NAME, |b| b.iter(|| black_box((wl.ours)())));
        g.bench_function(Pokers::NAME, |b| b.iter(|| black_box((wl.pokers)())));
        g.finish();
    }
    c.final_summary();
}

fn summary(w: &[Workload]) {
    let rounds: usize = std::env::var("SHOWDOWN_BENCH_ROUNDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(9);
    println!();
    println!(
        "Ratio summary (reference / pokers): {rounds} interleaved rounds per workload, \
         single-thread CPU time"
    );
    println!(
        "{:<13} {:>11} {:>13} {:>10} {:>14} {:>14}",
        "workload", "hands", "reference ns", "pokers ns", "median ratio", "ratio range"
    );
    for wl in w {
        let (mut best_o, mut best_p) = (f64::MAX, f64::MAX);
        let mut ratios = Vec::with_capacity(rounds);
        for r in 0..rounds {
            // Alternate who goes first, so neither always runs on a warm or
            // a cold cache.
            let (to, tp) = if r % 2 == 0 {
                let o = time(&*wl.ours);
                (o, time(&*wl.pokers))
            } else {
                let p = time(&*wl.pokers);
                (time(&*wl.ours), p)
            };
            best_o = best_o.min(to);
            best_p = best_p.min(tp);
            ratios.push(to / tp);
        }
        ratios.sort_by(f64::total_cmp);
        let per = |t: f64| t * 1e9 / wl.hands as f64;
        println!(
            "{:<13} {:>11} {:>13.3} {:>10.3} {:>14.3} {:>7.3}–{:.3}",
            wl.name,
            wl.hands,
            per(best_o),
            per(best_p),
            ratios[rounds / 2],
            ratios[0],
            ratios[rounds - 1]
        );
    }
    println!("(ns: best round per hand; ratio: per round, median and range)");
}

fn main() {
    let ours = Ours(Reference::new());
    if std::env::var("SHOWDOWN_BENCH_INSTRUCTIONS").is_ok() {
        // One pass of each random workload per contestant and nothing else,
        // for `valgrind --tool=callgrind`: the instruction counts of each
        // `random_run` and `state_run` instance divided by the hands.
        let inp = inputs(&ours);
        for wl in workloads(&ours, &inp)
            .iter()
            .filter(|w| !w.name.starts_with("nested"))
        {
            black_box((wl.ours)());
            black_box((wl.pokers)());
        }
        return;
    }
    check_agreement(&ours);
    let inp = inputs(&ours);
    let w = workloads(&ours, &inp);
    if std::env::var("SHOWDOWN_BENCH_SUMMARY_ONLY").is_err() {
        criterion_part(&w);
    }
    summary(&w);
}
