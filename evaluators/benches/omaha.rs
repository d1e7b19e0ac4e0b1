//! The Omaha reference against the naive method, on the same random deals.
//!
//! - `reference-omaha`: [`OmahaReference::strength`] (one table row per
//!   board rank multiset, flushes apart);
//! - `naive`: the hold'em [`Reference::strength`] on each of the 60 / 100 /
//!   150 legal fives (two hole cards, three board cards), the best kept;
//! - `precombined` (for comparison): the hole pairs' and board triples'
//!   hand states ([`HandState`]) summed once, then each pair added to each
//!   triple and looked up ([`Reference::strength_of_state`]).
//!
//! Workloads: 4, 5 and 6 hole cards with a 5-card board, 200,000
//! pre-generated random deals each (`SHOWDOWN_BENCH_DEALS` to change).
//! Before timing, both must give the same strength on every deal, or the
//! bench stops.
//!
//! Criterion measures each contestant first (`cargo bench -p
//! showdown-evaluators --features bench --bench omaha`; filter with `-- hole4`). Then a ratio
//! summary runs the two interleaved, round after round, timing each run in
//! this thread's CPU time, and prints `naive / reference-omaha` and
//! `precombined / reference-omaha` per workload (median and range of the
//! per-round ratios) and the best time per deal of each: ratios from one process are what count on a shared machine.
//! `SHOWDOWN_BENCH_ROUNDS` sets the rounds (default 9);
//! `SHOWDOWN_BENCH_SUMMARY_ONLY=1` skips the criterion part.
//!
//! Instructions per deal (deterministic, unlike time on a shared machine):
//! `SHOWDOWN_BENCH_INSTRUCTIONS=1` runs one pass of each contestant over
//! each workload and nothing else; run the bench executable so under
//! callgrind with `SHOWDOWN_BENCH_DEALS=100000` and `SHOWDOWN_BENCH_HOLE=4`
//! (5, 6: one workload), and divide the inclusive counts of
//! `Workload::run_reference`, `run_naive` and `run_precombined` by the
//! deals:
//!
//! ```sh
//! SHOWDOWN_BENCH_INSTRUCTIONS=1 SHOWDOWN_BENCH_DEALS=100000 SHOWDOWN_BENCH_HOLE=4 \
//!   valgrind --tool=callgrind --callgrind-out-file=cg.out target/release/deps/omaha-<hash>
//! callgrind_annotate --inclusive=yes cg.out | grep run_
//! ```

mod common;

use common::{env_usize, time};
use criterion::{Criterion, Throughput};
use showdown_evaluators::games::omaha::OmahaReference;
use showdown_evaluators::reference::HandState;
use showdown_evaluators::{Card, Reference};
use std::hint::black_box;
use std::time::Duration;

const BOARD: usize = 5;

/// `n` random deals of `hole` + 5 cards, flat (each deal: hole, then board).
fn random_deals(hole: usize, n: usize, seed: u64) -> Vec<Card> {
    let mut state = seed;
    let mut next = move || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let mut deck: Vec<Card> = Card::all().collect();
    let per = hole + BOARD;
    let mut out = Vec::with_capacity(n * per);
    for _ in 0..n {
        for i in 0..per {
            let j = i + ((next() as u128 * (52 - i) as u128) >> 64) as usize;
            deck.swap(i, j);
        }
        out.extend_from_slice(&deck[..per]);
    }
    out
}

/// The naive method: the hold'em reference on every legal five.
#[inline]
fn naive(r: &Reference, hole: &[Card], board: &[Card]) -> u16 {
    let mut best = 0;
    for (i, &a) in hole.iter().enumerate() {
        for &b in &hole[i + 1..] {
            for (x, &c) in board.iter().enumerate() {
                for (y, &d) in board.iter().enumerate().skip(x + 1) {
                    for &e in &board[y + 1..] {
                        best = best.max(r.strength(&[a, b, c, d, e]));
                    }
                }
            }
        }
    }
    best
}

/// The precombined method: pair and triple states summed once, then every
/// pair with every triple.
#[inline]
fn precombined(r: &Reference, hole: &[Card], board: &[Card]) -> u16 {
    let mut pairs = [HandState::EMPTY; 15];
    let mut np = 0;
    for (i, &a) in hole.iter().enumerate() {
        for &b in &hole[i + 1..] {
            if np < pairs.len() {
                pairs[np] = HandState::EMPTY
                    .add(HandState::of_card(a))
                    .add(HandState::of_card(b));
                np += 1;
            }
        }
    }
    let mut best = 0;
    for (x, &c) in board.iter().enumerate() {
        for (y, &d) in board.iter().enumerate().skip(x + 1) {
            for &e in &board[y + 1..] {
                let t = HandState::of_card(c)
                    .add(HandState::of_card(d))
                    .add(HandState::of_card(e));
                for p in &pairs[..np] {
                    best = best.max(r.strength_of_state(p.add(t)));
                }
            }
        }
    }
    best
}

struct Workload {
    name: String,
    hole: usize,
    deals: Vec<Card>,
}

impl Workload {
    fn count(&self) -> usize {
        self.deals.len() / (self.hole + BOARD)
    }

    #[inline(never)]
    fn run_reference(&self, r: &OmahaReference) -> u64 {
        let mut sum = 0u64;
        for d in self.deals.chunks_exact(self.hole + BOARD) {
            let (h, b) = d.split_at(self.hole);
            sum += r.strength(black_box(h), black_box(b)) as u64;
        }
        sum
    }

    #[inline(never)]
    fn run_naive(&self, r: &Reference) -> u64 {
        let mut sum = 0u64;
        for d in self.deals.chunks_exact(self.hole + BOARD) {
            let (h, b) = d.split_at(self.hole);
            sum += naive(r, black_box(h), black_box(b)) as u64;
        }
        sum
    }

    #[inline(never)]
    fn run_precombined(&self, r: &Reference) -> u64 {
        let mut sum = 0u64;
        for d in self.deals.chunks_exact(self.hole + BOARD) {
            let (h, b) = d.split_at(self.hole);
            sum += precombined(r, black_box(h), black_box(b)) as u64;
        }
        sum
    }
}

fn workloads() -> Vec<Workload> {
    let n = env_usize("SHOWDOWN_BENCH_DEALS", 200_000);
    let only = env_usize("SHOWDOWN_BENCH_HOLE", 0);
    [4, 5, 6]
        .into_iter()
        .filter(|&h| only == 0 || h == only)
        .map(|hole| Workload {
            name: format!("hole{hole}"),
            hole,
            deals: random_deals(hole, n, 0x0_0A4A + hole as u64),
        })
        .collect()
}

/// Both contestants agree on every deal, or the bench stops.
fn agree(w: &[Workload], ours: &OmahaReference, holdem: &Reference) {
    for wl in w {
        for d in wl.deals.chunks_exact(wl.hole + BOARD) {
            let (h, b) = d.split_at(wl.hole);
            let (got, want) = (ours.strength(h, b), naive(holdem, h, b));
            assert_eq!(
                got, want,
                "{h:?} | {b:?}: reference-omaha {got}, naive {want}"
            );
            assert_eq!(
                precombined(holdem, h, b),
                want,
                "{h:?} | {b:?}: precombined"
            );
        }
    }
}

fn criterion_part(w: &[Workload], ours: &OmahaReference, holdem: &Reference) {
    let mut c = Criterion::default()
        .configure_from_args()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3));
    for wl in w {
        let mut g = c.benchmark_group(&wl.name);
        g.throughput(Throughput::Elements(wl.count() as u64));
        g.bench_function("reference-omaha", |b| {
            b.iter(|| black_box(wl.run_reference(ours)))
        });
        g.bench_function("naive", |b| b.iter(|| black_box(wl.run_naive(holdem))));
        g.bench_function("precombined", |b| {
            b.iter(|| black_box(wl.run_precombined(holdem)))
        });
        g.finish();
    }
    c.final_summary();
}

fn summary(w: &[Workload], ours: &OmahaReference, holdem: &Reference) {
    let rounds = env_usize("SHOWDOWN_BENCH_ROUNDS", 9).max(1);
    println!(
        "\nratios to reference-omaha, {rounds} interleaved rounds (thread CPU time): \
         median (range)"
    );
    let median = |v: &mut Vec<f64>| {
        v.sort_by(|a, b| a.total_cmp(b));
        (v[v.len() / 2], v[0], v[v.len() - 1])
    };
    for wl in w {
        let (mut naive_r, mut pre_r) = (Vec::new(), Vec::new());
        let mut best = [f64::MAX; 3];
        for _ in 0..rounds {
            let t = [
                time(&|| wl.run_reference(ours)),
                time(&|| wl.run_naive(holdem)),
                time(&|| wl.run_precombined(holdem)),
            ];
            for (b, t) in best.iter_mut().zip(t) {
                *b = b.min(t);
            }
            naive_r.push(t[1] / t[0]);
            pre_r.push(t[2] / t[0]);
        }
        let per = |s: f64| s * 1e9 / wl.count() as f64;
        let (n, n_lo, n_hi) = median(&mut naive_r);
        let (p, p_lo, p_hi) = median(&mut pre_r);
        println!(
            "{} hole + {BOARD} board: naive {n:.1} ({n_lo:.1}-{n_hi:.1}), precombined {p:.1} \
             ({p_lo:.1}-{p_hi:.1}); best per deal: reference-omaha {:.1} ns, naive {:.1} ns, \
             precombined {:.1} ns",
            wl.hole,
            per(best[0]),
            per(best[1]),
            per(best[2]),
        );
    }
}

fn main() {
    let ours = OmahaReference::new();
    let holdem = Reference::new();
    let w = workloads();
    agree(&w, &ours, &holdem);
    if std::env::var("SHOWDOWN_BENCH_INSTRUCTIONS").as_deref() == Ok("1") {
        for wl in &w {
            black_box(wl.run_reference(&ours));
            black_box(wl.run_naive(&holdem));
            black_box(wl.run_precombined(&holdem));
        }
        return;
    }
    if std::env::var("SHOWDOWN_BENCH_SUMMARY_ONLY").as_deref() != Ok("1") {
        criterion_part(&w, &ours, &holdem);
    }
    summary(&w, &ours, &holdem);
}
