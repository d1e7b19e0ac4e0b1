//! A plain harness (no criterion): the reference against `pokers` 0.10 on
//! hands stored as packed card bytes, the way a caller with its own card
//! encoding uses an evaluator.
//!
//! Every hand is seven bytes, one per card (`0..52`, the index
//! `4 * rank + suit` of [`Card::from_index`]). Each contestant turns each
//! byte into its own card through a 256-entry table built before timing
//! (256 so that a byte indexes it without a bounds check), then builds its
//! hand and evaluates it:
//! - `ref-state`: byte → [`Card`], each card's [`HandState::of_card`] added
//!   to [`HandState::EMPTY`], then [`Reference::strength_of_state`] (the
//!   incremental public path);
//! - `ref-slice`: byte → [`Card`], the seven cards into a `[Card; 7]`, then
//!   [`Reference::strength`] on it (the slice public path);
//! - `pokers`: byte → its `u8` card number, each number's `pokers::CARDS`
//!   entry added to `Hand::default()` as its documentation shows, then
//!   `Hand::evaluate`;
//! - `pokers-hands`: byte → the crate's per-card `Hand` value itself (one
//!   load per card, no bounds check on `CARDS`), as a pokers user with a
//!   card encoding of its own maps its cards;
//! - `ref-hands`: the same for the reference — byte → the per-card
//!   [`HandState`] itself, added to [`HandState::EMPTY`], then
//!   [`Reference::strength_of_state`].
//!
//! Workloads: `random7`, 10 million random 7-card hands from a fixed seed,
//! stored as `[u8; 7]` (70 MB); `all7`, every 7-card hand of the byte deck in
//! nested loops (133,784,560 hands; each hand's seven bytes pass through
//! `black_box` as an array, so they are read back like a stored hand).
//! The contestants run interleaved in this one process, chunk by chunk
//! (`random7` in 20 chunks of hands, `all7` by the hand's lowest card; each
//! chunk through every contestant, in an order that changes from chunk to chunk, before
//! the next chunk), round after round, timed in this thread's CPU time.
//! Each round prints every contestant's time per hand and the ratios
//! `ref-state / pokers`, `ref-slice / pokers`, `ref-state / pokers-hands`,
//! `ref-slice / pokers-hands` and `ref-hands / pokers-hands`; the end prints the best times, the median
//! and range of each ratio, and the checksums. Every run's results are
//! summed and XOR-ed into a checksum, which must be the same in every round
//! and is printed, so no work is optimised away; before timing, every
//! contestant must give the same category to the first 1,000,000 random
//! hands and to the first 1,000,000 hands of the nested order, the
//! reference's paths the same strength, or the harness stops.
//!
//! ```sh
//! cargo bench -p showdown-evaluators --bench packed_bytes
//! SHOWDOWN_BENCH_ROUNDS=9 cargo bench -p showdown-evaluators --bench packed_bytes
//! ```
//!
//! `SHOWDOWN_BENCH_ROUNDS` sets the rounds (default 7),
//! `SHOWDOWN_BENCH_HANDS` the random hands (default 10,000,000), and
//! `SHOWDOWN_BENCH_SKIP_ALL=1` leaves out `all7`.

mod common;

use common::{env_usize, fold, random_card_bytes, thread_cpu_seconds};
use showdown_evaluators::reference::HandState;
use showdown_evaluators::{Card, Reference};
use std::hint::black_box;

/// One way of evaluating a hand of card bytes.
trait Contestant {
    const NAME: &'static str;
    /// Strength of the hand whose cards are these bytes.
    fn eval(&self, hand: &[u8; 7]) -> u16;
    /// Category index (0 = high card … 8 = straight flush) of a strength.
    fn category(s: u16) -> u16;
}

/// The reference through [`HandState`]: a table of its cards, each added
/// as [`HandState::of_card`].
struct RefState {
    reference: Reference,
    table: [Card; 256],
}

impl Contestant for RefState {
    const NAME: &'static str = "ref-state";
    #[inline(always)]
    fn eval(&self, hand: &[u8; 7]) -> u16 {
        let mut h = HandState::EMPTY;
        for &b in hand {
            h = h.add(HandState::of_card(self.table[b as usize]));
        }
        self.reference.strength_of_state(h)
    }
    fn category(s: u16) -> u16 {
        s >> 12
    }
}

/// The reference through `strength(&[Card])`: a table of its cards.
struct RefSlice {
    reference: Reference,
    table: [Card; 256],
}

impl Contestant for RefSlice {
    const NAME: &'static str = "ref-slice";
    #[inline(always)]
    fn eval(&self, hand: &[u8; 7]) -> u16 {
        let cards: [Card; 7] = std::array::from_fn(|i| self.table[hand[i] as usize]);
        self.reference.strength(&cards)
    }
    fn category(s: u16) -> u16 {
        s >> 12
    }
}

/// pokers 0.10 as its documentation shows: a table of its card numbers,
/// each card's `CARDS` entry added to the empty hand.
struct Pokers {
    table: [u8; 256],
}

impl Contestant for Pokers {
    const NAME: &'static str = "pokers";
    #[inline(always)]
    fn eval(&self, hand: &[u8; 7]) -> u16 {
        let mut h = pokers::Hand::default();
        for &b in hand {
            h += pokers::CARDS[self.table[b as usize] as usize];
        }
        h.evaluate()
    }
    fn category(s: u16) -> u16 {
        (s >> 12) - 1
    }
}

/// pokers 0.10 with the crate's per-card `Hand` values themselves in the
/// table (one load per card instead of two, and no bounds check on
/// `CARDS`): not how its documentation builds a hand, shown for reference.
struct PokersHands {
    table: [pokers::Hand; 256],
}

impl Contestant for PokersHands {
    const NAME: &'static str = "pokers-hands";
    #[inline(always)]
    fn eval(&self, hand: &[u8; 7]) -> u16 {
        let mut h = pokers::Hand::default();
        for &b in hand {
            h += self.table[b as usize];
        }
        h.evaluate()
    }
    fn category(s: u16) -> u16 {
        (s >> 12) - 1
    }
}

/// The reference through [`HandState`] with each card's state itself in
/// the table (byte → the per-card `HandState`, as `pokers-hands` maps a
/// byte to the per-card `Hand`), added to [`HandState::EMPTY`], then
/// [`Reference::strength_of_state`].
struct RefHands {
    reference: Reference,
    table: [HandState; 256],
}

impl Contestant for RefHands {
    const NAME: &'static str = "ref-hands";
    #[inline(always)]
    fn eval(&self, hand: &[u8; 7]) -> u16 {
        let mut h = HandState::EMPTY;
        for &b in hand {
            h = h.add(self.table[b as usize]);
        }
        self.reference.strength_of_state(h)
    }
    fn category(s: u16) -> u16 {
        s >> 12
    }
}

/// The contestants, their tables built from the card bytes. The tables have
/// 256 entries (the byte's range) so that indexing one by a byte needs no
/// bounds check in any contestant; entries 52.. are never read.
fn contestants() -> Contestants {
    let card = |b: usize| Card::from_index(b.min(51) as u8).expect("a card byte");
    // pokers numbers cards `4 * rank + suit` with suits s, h, c, d; ours
    // go c, d, h, s.
    const POKERS_SUIT: [u8; 4] = [2, 3, 1, 0];
    let pokers_card = |b: usize| {
        let c = card(b);
        c.rank().index() * 4 + POKERS_SUIT[c.suit().index() as usize]
    };
    (
        RefState {
            reference: Reference::new(),
            table: std::array::from_fn(card),
        },
        RefSlice {
            reference: Reference::new(),
            table: std::array::from_fn(card),
        },
        Pokers {
            table: std::array::from_fn(pokers_card),
        },
        PokersHands {
            table: std::array::from_fn(|b| pokers::CARDS[pokers_card(b) as usize]),
        },
        RefHands {
            reference: Reference::new(),
            table: std::array::from_fn(|b| HandState::of_card(card(b))),
        },
    )
}

#[inline(never)]
fn random_run<C: Contestant>(c: &C, hands: &[[u8; 7]]) -> u64 {
    let mut acc = 0u64;
    for h in hands {
        acc = fold(acc, c.eval(h));
    }
    acc
}

/// Every 7-card hand whose lowest card is `a`, in nested loops; each hand's
/// bytes pass through `black_box` as an array, so they are read back from
/// memory like a stored hand and no contestant's table lookups are hoisted
/// out of the inner loops.
#[inline(never)]
fn all_run<C: Contestant>(c: &C, a: u8) -> u64 {
    let mut acc = 0u64;
    for b in a + 1..52 {
        for d in b + 1..52 {
            for e in d + 1..52 {
                for f in e + 1..52 {
                    for g in f + 1..52 {
                        for k in g + 1..52 {
                            acc = fold(acc, c.eval(&black_box([a, b, d, e, f, g, k])));
                        }
                    }
                }
            }
        }
    }
    acc
}

/// The first `limit` hands of the nested order, as stored hands.
fn nested_sample(limit: usize) -> Vec<[u8; 7]> {
    let mut out = Vec::with_capacity(limit);
    let mut h = [0u8, 1, 2, 3, 4, 5, 6];
    while out.len() < limit {
        out.push(h);
        // The next 7-subset of 0..52 in lexicographic order.
        let mut i = 6;
        while h[i] as usize == 52 - 7 + i {
            if i == 0 {
                return out;
            }
            i -= 1;
        }
        h[i] += 1;
        for j in i + 1..7 {
            h[j] = h[j - 1] + 1;
        }
    }
    out
}

/// Every contestant gives every sampled hand the same category, and the
/// two reference paths the same strength.
fn check_agreement(c: &Contestants, hands: &[[u8; 7]], what: &str) {
    let mut histogram = [0u64; 9];
    for (i, h) in hands.iter().enumerate() {
        let (s, t, u) = (c.0.eval(h), c.1.eval(h), c.4.eval(h));
        assert!(
            s == t && s == u,
            "{what}, hand {i} {h:?}: the reference's paths differ"
        );
        let cats = [
            RefState::category(s),
            Pokers::category(c.2.eval(h)),
            PokersHands::category(c.3.eval(h)),
        ];
        assert!(
            cats.iter().all(|&x| x == cats[0]),
            "{what}, hand {i} {h:?}: categories (reference, pokers, pokers-hands) {cats:?}"
        );
        histogram[cats[0] as usize] += 1;
    }
    println!(
        "agreement: {} {what} hands, same category from every contestant; histogram {histogram:?}",
        hands.len()
    );
}

type Contestants = (RefState, RefSlice, Pokers, PokersHands, RefHands);

/// The `n`-th (below `N!`) of the orders of `N` contestants.
fn permutation<const N: usize>(mut n: usize) -> [usize; N] {
    let mut left: Vec<usize> = (0..N).collect();
    let mut out = [0; N];
    for (k, slot) in out.iter_mut().enumerate() {
        let f: usize = (1..N - k).product();
        *slot = left.remove(n / f);
        n %= f;
    }
    out
}

/// A contestant's run over one chunk (its index) of a workload.
type Run<'a> = Box<dyn Fn(usize) -> u64 + 'a>;

/// The median, lowest and highest of some ratios.
fn spread(mut v: Vec<f64>) -> String {
    v.sort_by(f64::total_cmp);
    format!("{:.3} ({:.3}–{:.3})", v[v.len() / 2], v[0], v[v.len() - 1])
}

/// The contestants of a workload, in the order of [`Contestants`].
const N: usize = 5;

/// The ratios printed: (numerator, denominator) by place in [`Contestants`].
const RATIOS: [(usize, usize); 5] = [(0, 2), (1, 2), (0, 3), (1, 3), (4, 3)];

/// Runs the contestants of a workload interleaved for `rounds` rounds and
/// prints per-round times, the ratios of [`RATIOS`] and a summary.
///
/// A workload is cut into `chunks`, and each chunk runs through every
/// contestant back to back before the next chunk: a burst of load from the
/// other processes of a shared machine then falls on all of them alike. A
/// round's time per contestant is the sum over the chunks.
fn workload(name: &str, hands: u64, chunks: usize, rounds: usize, runs: [(&str, Run); N]) {
    let orders: usize = (1..=N).product();
    let label = |(a, b): (usize, usize)| format!("{}/{}", runs[a].0, runs[b].0);
    println!();
    println!("{name}: {hands} hands, {rounds} rounds (ns per hand, thread CPU time)");
    print!("{:>5}", "round");
    for (n, _) in &runs {
        print!(" {n:>12}");
    }
    println!();
    let mut checksums = [None::<u64>; N];
    let mut ratios = vec![Vec::new(); RATIOS.len()];
    let mut best = [f64::MAX; N];
    for r in 0..rounds {
        let mut ns = [0f64; N];
        let mut sums = [0u64; N];
        for chunk in 0..chunks {
            // Each chunk takes the next of the orders, so every contestant
            // follows every other equally often over many chunks (one that
            // follows another reading the same tables finds them warm).
            let order = permutation::<N>((r * chunks + chunk) * 139 % orders);
            for i in order {
                let t = thread_cpu_seconds();
                let sum = black_box((runs[i].1)(chunk));
                ns[i] += (thread_cpu_seconds() - t) * 1e9 / hands as f64;
                sums[i] = sums[i].rotate_left(5) ^ sum;
            }
        }
        for i in 0..N {
            let prev = checksums[i].replace(sums[i]);
            assert!(
                prev.is_none_or(|p| p == sums[i]),
                "{}: checksum changed",
                runs[i].0
            );
            best[i] = best[i].min(ns[i]);
        }
        print!("{:>5}", r + 1);
        for t in ns {
            print!(" {t:>12.3}");
        }
        println!();
        let mut line = String::new();
        for (k, &(a, b)) in RATIOS.iter().enumerate() {
            ratios[k].push(ns[a] / ns[b]);
            line += &format!(" {} {:.3};", label((a, b)), ns[a] / ns[b]);
        }
        println!("      ratios:{line}");
    }
    print!("{name} summary: best ns/hand");
    for (i, (n, _)) in runs.iter().enumerate() {
        print!(" {n} {:.3}", best[i]);
    }
    println!();
    println!("{name} ratio median (range):");
    for (k, &pair) in RATIOS.iter().enumerate() {
        println!("  {:<28} {}", label(pair), spread(ratios[k].clone()));
    }
    print!("{name} checksums:");
    for (i, (n, _)) in runs.iter().enumerate() {
        print!(" {n} {:#018x}", checksums[i].unwrap_or(0));
    }
    println!();
}

fn main() {
    let rounds = env_usize("SHOWDOWN_BENCH_ROUNDS", 7).max(1);
    let count = env_usize("SHOWDOWN_BENCH_HANDS", 10_000_000);
    let c = contestants();
    let hands = random_card_bytes::<7>(count, 7);
    check_agreement(&c, &hands[..count.min(1_000_000)], "random");
    check_agreement(&c, &nested_sample(1_000_000), "nested-order");
    let (rs, rc, p, ph, rh) = &c;
    // 20 chunks of the random hands; all7 by its lowest card (0 to 45).
    const CHUNKS: usize = 20;
    let size = count.div_ceil(CHUNKS);
    let chunk = |i: usize| &hands[(i * size).min(count)..((i + 1) * size).min(count)];
    workload(
        "random7",
        count as u64,
        CHUNKS,
        rounds,
        [
            (RefState::NAME, Box::new(|i| random_run(rs, chunk(i)))),
            (RefSlice::NAME, Box::new(|i| random_run(rc, chunk(i)))),
            (Pokers::NAME, Box::new(|i| random_run(p, chunk(i)))),
            (PokersHands::NAME, Box::new(|i| random_run(ph, chunk(i)))),
            (RefHands::NAME, Box::new(|i| random_run(rh, chunk(i)))),
        ],
    );
    if std::env::var("SHOWDOWN_BENCH_SKIP_ALL").is_err() {
        workload(
            "all7",
            133_784_560,
            46,
            rounds,
            [
                (RefState::NAME, Box::new(|a| all_run(rs, a as u8))),
                (RefSlice::NAME, Box::new(|a| all_run(rc, a as u8))),
                (Pokers::NAME, Box::new(|a| all_run(p, a as u8))),
                (PokersHands::NAME, Box::new(|a| all_run(ph, a as u8))),
                (RefHands::NAME, Box::new(|a| all_run(rh, a as u8))),
            ],
        );
    }
}
