//! A sweep up to renaming suits against a sweep of every hand: every
//! built-in hold'em evaluator but the reference over all hands of
//! `SHOWDOWN_BENCH_CARDS` cards (default 5), in one process, each mode
//! timed by criterion (`sweep5/up-to-suits`, `sweep5/every-hand`).
//! Both modes give the same figures (the tests prove it on 4 and 5
//! cards); this measures what the classes save.
//!
//! ```sh
//! cargo bench -p showdown-harness --features bench --bench sweep_modes
//! SHOWDOWN_BENCH_CARDS=6 cargo bench -p showdown-harness --features bench --bench sweep_modes
//! ```

use criterion::{Criterion, Throughput};
use showdown_evaluators::combinations::binomial;
use showdown_harness::engine::judge::Subject;
use showdown_harness::progress::Silent;
use showdown_harness::sweep::{self, HoleOrder, SweepOptions};
use std::sync::Arc;
use std::time::Duration;

fn sweep_all(cards: usize, every_hand: bool) -> u64 {
    let result = sweep::run(SweepOptions {
        cards,
        subjects: Subject::all_ports(),
        hole_order: HoleOrder::Canonical,
        every_hand,
        progress: Arc::new(Silent),
    });
    assert!(result.reference.problems.is_empty());
    result.subjects.iter().map(|s| s.tally.hands).sum()
}

fn main() {
    let cards: usize = std::env::var("SHOWDOWN_BENCH_CARDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5);
    let mut c = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(1))
        .measurement_time(Duration::from_secs(5))
        .configure_from_args();
    let mut group = c.benchmark_group(format!("sweep{cards}"));
    group.throughput(Throughput::Elements(binomial(52, cards as u64)));
    group.bench_function("up-to-suits", |b| b.iter(|| sweep_all(cards, false)));
    group.bench_function("every-hand", |b| b.iter(|| sweep_all(cards, true)));
    group.finish();
    c.final_summary();
}
