use super::*;
use crate::numbers::thousands;

const BUDGET: Duration = Duration::from_secs(15);

/// Hold'em's three card counts, each with `strata` strata besides the
/// uniform one; the 5-card one sweepable by suit classes when `classes`.
fn holdem(classes: bool) -> Vec<Shape> {
    [(5, 2_598_960), (6, 20_358_520), (7, 133_784_560)]
        .into_iter()
        .map(|(n, space)| Shape {
            n,
            hole: 0,
            strata: 20,
            space,
            classes: (classes && n == 5).then_some(189_755),
        })
        .collect()
}

/// Omaha's nine deal shapes.
fn omaha() -> Vec<Shape> {
    let mut shapes = Vec::new();
    for hole in 4..=6 {
        for board in 3..=5 {
            shapes.push(Shape {
                n: hole + board,
                hole,
                strata: 14 + board,
                space: 1_000_000_000,
                classes: None,
            });
        }
    }
    shapes
}

/// Runs the planner's rounds against a program whose round of `h` hands
/// takes `fixed + h / rate` seconds, with the clock starting at `start`;
/// returns the planner and the clock at the end.
fn simulate(mut planner: Planner, fixed: f64, rate: f64, start: f64) -> (Planner, f64) {
    let mut clock = start;
    while let Some(round) = planner.next_round(Duration::from_secs_f64(clock)) {
        let hands = planner.round_hands(round.per_stratum, &round.shapes);
        let seconds = fixed + hands as f64 / rate;
        clock += seconds;
        planner.record(round, hands, seconds);
        assert!(planner.rounds().len() < 100, "rounds never end");
    }
    (planner, clock)
}

#[test]
fn every_round_draws_every_stratum_of_every_shape_alike_and_the_first_one_hand_each() {
    for (shapes, rate) in [(holdem(false), 70_000.0), (omaha(), 3_000.0)] {
        let count = shapes.len();
        let (planner, _) = simulate(Planner::new(Some(BUDGET), shapes, 10_000), 0.05, rate, 0.5);
        let rounds = planner.rounds();
        assert!(rounds.len() > 3, "{rounds:?}");
        assert_eq!(rounds[0].plan.per_stratum, 1);
        for r in rounds {
            // Every shape, every stratum the same number, uniform ten times it.
            assert_eq!(r.plan.shapes, (0..count).collect::<Vec<_>>());
            assert_eq!(r.plan.uniform, r.plan.per_stratum * UNIFORM_PER_STRATUM);
        }
        let totals: Vec<(u64, u64)> = (0..count).map(|i| planner.asked(i)).collect();
        assert!(totals.iter().all(|t| *t == totals[0]), "{totals:?}");
    }
}

#[test]
fn a_program_too_slow_for_one_round_still_gets_every_stratum_once() {
    // Two hands a second: the first round alone takes minutes.
    let (planner, clock) = simulate(Planner::new(Some(BUDGET), omaha(), 10_000), 0.0, 2.0, 1.0);
    assert_eq!(planner.rounds().len(), 1);
    assert!(clock > 100.0, "{clock}");
    for i in 0..9 {
        assert_eq!(planner.asked(i), (1, UNIFORM_PER_STRATUM));
    }
}

#[test]
fn rounds_grow_to_fill_the_random_parts_time_and_stop_within_it() {
    let planner = Planner::new(Some(BUDGET), holdem(false), 10_000);
    let end = planner.deadline(Part::Random).unwrap().as_secs_f64();
    let (planner, clock) = simulate(planner, 0.05, 70_000.0, 0.5);
    assert!(clock <= end + 1e-9, "{clock} > {end}");
    // Most of the time is used: the rounds stop less than a second short.
    assert!(
        clock > end - 1.0,
        "{clock} of {end}: {:?}",
        planner.rounds()
    );
    let sizes: Vec<u64> = planner
        .rounds()
        .iter()
        .map(|r| r.plan.per_stratum)
        .collect();
    assert!(sizes.windows(2).take(3).all(|w| w[1] > w[0]), "{sizes:?}");
    // Far more than the full part's 1,000 per stratum at this rate.
    assert!(planner.asked(0).0 > 5_000, "{sizes:?}");
}

/// A planner of hold'em after rounds of `(per stratum, seconds)`.
fn after_rounds(rounds: &[(u64, f64)]) -> Planner {
    let mut p = Planner::new(Some(BUDGET), holdem(false), 10_000);
    for &(per_stratum, seconds) in rounds {
        let plan = RoundPlan {
            per_stratum,
            uniform: per_stratum * UNIFORM_PER_STRATUM,
            shapes: vec![0, 1, 2],
        };
        let hands = p.round_hands(per_stratum, &plan.shapes);
        p.record(plan, hands, seconds);
    }
    p
}

#[test]
fn a_slow_round_shrinks_the_next() {
    let ten_s = Duration::from_secs(10);
    // At the first rate the next round doubles (a round of 1.2 s is not
    // short; 3.8 s left hold ~800 per stratum), a round under a fifteenth
    // of the budget grows four-fold; after a round ten times slower it is
    // cut to what the time left holds at the new rate.
    let fast = after_rounds(&[(64, 0.2), (256, 1.2)]);
    assert_eq!(fast.next_round(ten_s).unwrap().per_stratum, 512);
    let short = after_rounds(&[(16, 0.1), (64, 0.4)]);
    assert_eq!(short.next_round(ten_s).unwrap().per_stratum, 256);
    let slow = after_rounds(&[(64, 0.2), (256, 6.0)]);
    let next = slow.next_round(ten_s).unwrap().per_stratum;
    assert!(next < 256, "{next}");
    let left = slow.deadline(Part::Random).unwrap().as_secs_f64() - 10.0;
    let hands = slow.round_hands(next, &[0, 1, 2]);
    assert!(slow.predict(hands).unwrap() <= left, "{next}");
    // Rounds whose times grew less than their hands (a noisy machine) do
    // not make every hand a fixed cost: the next round still fits.
    let noisy = after_rounds(&[(1, 0.87), (2, 0.6), (4, 1.9), (8, 3.4), (11, 3.36)]);
    let left = Duration::from_millis(11_800);
    assert!(noisy.next_round(left).is_some_and(|r| r.per_stratum >= 4));
    // After a round cut small by the time left, the next grows from the
    // largest so far, not from the small one.
    let cut = after_rounds(&[(64, 0.2), (256, 0.6), (1, 0.01)]);
    let next = cut.next_round(Duration::from_secs(5)).unwrap().per_stratum;
    assert!(next > 256, "{next}");
    // A round's batches take about a twentieth of the budget each at the
    // measured rate, so a cut comes soon after the budget's end.
    assert_eq!(slow.batch_cap(), Some((0.75 / (6.0 / 23_040.0)) as usize));
    assert_eq!(Planner::new(None, holdem(false), 10).batch_cap(), None);
    // No time left for a single hand per stratum: the rounds end.
    assert_eq!(slow.next_round(Duration::from_millis(14_240)), None);
}

#[test]
fn a_fast_rate_earns_a_whole_space_and_a_slow_one_does_not() {
    let sweep_after = |rate: f64| {
        let mut p = Planner::new(Some(BUDGET), holdem(true), 10_000);
        let mut clock = 0.5;
        for _ in 0..4 {
            let round = p.next_round(Duration::from_secs_f64(clock)).unwrap();
            let hands = p.round_hands(round.per_stratum, &round.shapes);
            let seconds = 0.05 + hands as f64 / rate;
            clock += seconds;
            p.record(round, hands, seconds);
            if let Some(i) = p.sweep_next(Duration::from_secs_f64(clock)) {
                return Some((i, p));
            }
        }
        None
    };
    // 70,000 hands/s: the 189,755 hands of the 5-card sweep take ~2.7 s.
    let (i, mut p) = sweep_after(70_000.0).expect("the 5-card space fits");
    assert_eq!(i, 0);
    p.swept(0, Some(189_755));
    // Swept whole: no more random rounds of it, the others go on.
    let next = p.next_round(Duration::from_secs(5)).expect("a round");
    assert_eq!(next.shapes, vec![1, 2]);
    assert_eq!(p.sweep_next(Duration::from_secs(5)), None);
    // 5,000 hands/s: 38 s, over the budget.
    assert!(sweep_after(5_000.0).is_none());
    // Never without a budget.
    let p = Planner::new(None, holdem(true), 10_000);
    assert_eq!(p.sweep_next(Duration::ZERO), None);
}

#[test]
fn every_space_swept_whole_ends_the_rounds() {
    let mut shapes = holdem(true);
    shapes.truncate(1);
    let mut p = Planner::new(Some(BUDGET), shapes, 10_000);
    let round = p.next_round(Duration::ZERO).unwrap();
    p.record(round, 310, 0.01);
    p.swept(0, Some(189_755));
    assert_eq!(p.next_round(Duration::from_secs(3)), None);
}

#[test]
fn without_a_budget_one_round_asks_exactly_the_full_part() {
    let p = Planner::new(None, omaha(), 2_000);
    let round = p.next_round(Duration::from_secs(1000)).unwrap();
    assert_eq!((round.per_stratum, round.uniform), (200, 2_000));
    assert_eq!(round.shapes.len(), 9);
    let (p, _) = simulate(p, 0.0, 1.0, 0.0);
    assert_eq!(p.rounds().len(), 1);
    assert_eq!(p.deadline(Part::Random), None);
    // A tiny count keeps one hand per stratum.
    let p = Planner::new(None, omaha(), 5);
    assert_eq!(p.next_round(Duration::ZERO).unwrap().per_stratum, 1);
}

#[test]
fn later_parts_keep_their_shares_shrinking_and_diagnosis_once_a_problem_shows() {
    let mut p = Planner::new(Some(BUDGET), holdem(false), 10_000);
    let secs = |p: &Planner, part| p.deadline(part).unwrap().as_secs_f64();
    assert!((secs(&p, Part::Random) - 13.8).abs() < 1e-9);
    assert!((secs(&p, Part::Probes) - 15.0).abs() < 1e-9);
    p.found_problems();
    assert!((secs(&p, Part::Random) - 11.55).abs() < 1e-9);
    assert!((secs(&p, Part::Shrink) - 13.05).abs() < 1e-9);
    assert!((secs(&p, Part::Diagnosis) - 13.8).abs() < 1e-9);
}

#[test]
fn the_report_names_the_budgets_use_the_rounds_the_replay_and_every_shape() {
    let (planner, _) = simulate(
        Planner::new(Some(BUDGET), omaha(), 10_000),
        0.05,
        3_000.0,
        0.5,
    );
    let mut c = planner.coverage(24301, 10_000);
    for s in &mut c.shapes {
        s.random = s.per_stratum * s.strata as u64 + s.uniform;
        s.hands_per_second = Some(3_456.0);
    }
    c.shapes[0].whole = Some(189_755);
    c.parts = Part::ALL
        .iter()
        .map(|&part| PartUse {
            part,
            planned: (part != Part::Vectors && part != Part::Exhaustive)
                .then_some(Duration::from_secs_f64(11.3)),
            spent: Duration::from_secs_f64(1.25),
        })
        .collect();
    let lines = c.lines();
    let text = lines.join("\n");
    assert!(lines.iter().all(|l| l.chars().count() <= 100), "{text}");
    assert!(
        text.starts_with("budget 15 s for the whole check, 7.5 s spent:"),
        "{text}"
    );
    assert!(text.contains("random 1.2 s + exhaustive 1.2 s;"), "{text}");
    // Within the budget: no share "of" its plan, no footnote.
    assert!(
        !text.contains(" of 11.3 s") && !text.contains("longer than its budget"),
        "{text}"
    );
    // A part far past its share, the whole past the budget: one footnote.
    c.parts[1].spent = Duration::from_secs(30);
    let over = c.lines().join("\n");
    assert!(
        over.contains("(the check took longer than its budget: the "),
        "{over}"
    );
    assert!(text.contains("seed 24301"), "{text}");
    let (_, uniform) = planner.asked(1);
    assert!(
        text.contains(&format!(
            "--seed 24301 --random {}",
            thousands(uniform).replace(',', "")
        )),
        "{text}"
    );
    assert!(text.contains("4 hole + 3 board"), "{text}");
    assert!(
        text.contains("every hand (189,755 asked for 1,000,000,000"),
        "{text}"
    );
    let (per_stratum, _) = planner.asked(1);
    let hands = c.shapes[1].random as f64;
    assert!(
        text.contains(&format!(
            "{} per stratum: {} of 1,000,000,000",
            per_stratum,
            fraction_text(hands / 1e9)
        )),
        "{text}"
    );
    assert!(text.contains("6 hole + 5 board"), "{text}");
    // The replay command stays on one line, to copy.
    assert!(
        lines.iter().any(|l| l.contains("--seed 24301 --random ")),
        "{text}"
    );
    // Every shape swept whole: more than the full part.
    let mut whole = c.clone();
    for s in &mut whole.shapes {
        s.whole = Some(1);
    }
    assert!(whole.full() && !c.full());
    // Many rounds of large sizes still wrap within 100 columns.
    for k in 0..14u64 {
        c.rounds.push(c.rounds[0].clone());
        c.rounds.last_mut().unwrap().plan.per_stratum = 1_000_000 + k;
    }
    let lines = c.lines();
    assert!(
        lines.iter().all(|l| l.chars().count() <= 100),
        "{}",
        lines.join("\n")
    );
    // Without a budget: the coverage alone, and no word of a budget.
    let exact = Planner::new(None, omaha(), 100).coverage(1, 100);
    assert!(!exact.lines().join("\n").contains("budget"));
}

/// Hold'em's three card counts, every one sweepable by suit classes (the
/// published class counts, renaming checks left out).
fn holdem_all_sweepable() -> Vec<Shape> {
    let mut shapes = holdem(false);
    for (s, classes) in shapes.iter_mut().zip([134_459, 962_988, 6_009_159]) {
        s.classes = Some(classes);
    }
    shapes
}

#[test]
fn the_largest_space_that_fits_is_swept_first() {
    // Two rounds measured at 1,000,000 hands/s.
    let measured = |rate: f64| {
        let mut p = Planner::new(Some(BUDGET), holdem_all_sweepable(), 10_000);
        let mut clock = 0.5;
        for _ in 0..2 {
            let round = p.next_round(Duration::from_secs_f64(clock)).unwrap();
            let hands = p.round_hands(round.per_stratum, &round.shapes);
            let seconds = hands as f64 / rate;
            clock += seconds;
            p.record(round, hands, seconds);
        }
        (p, clock)
    };
    let (mut p, clock) = measured(1_000_000.0);
    let at = Duration::from_secs_f64(clock);
    // 7.1 million classes in all take ~7.1 s of the ~13 s left: the 7-card
    // space first, though it alone takes more than SWEEP_SHARE would allow
    // a sweep that leaves shapes to the rounds.
    assert_eq!(p.sweep_next(at), Some(2));
    p.swept(2, Some(6_009_159));
    assert_eq!(p.sweep_next(at + Duration::from_secs(6)), Some(1));
    p.swept(1, Some(962_988));
    assert_eq!(p.sweep_next(at + Duration::from_secs(7)), Some(0));
    // At 400,000 hands/s the 7-card space (15 s) does not fit: the 6-card
    // one (2.4 s alone) does, and the 7-card rounds go on.
    let (p, clock) = measured(400_000.0);
    assert_eq!(p.sweep_next(Duration::from_secs_f64(clock)), Some(1));
    // The report says why the 7-card space was not swept.
    let why = p.coverage(1, 10_000).shapes[2].unfit.expect("a reason");
    assert_eq!(why.asks, 6_009_159);
    assert!((why.hands_per_second - 400_000.0).abs() < 1.0, "{why:?}");
    assert!(why.seconds > why.allowed, "{why:?}");
    // Asked again later, with less time left: the closest moment is kept.
    assert_eq!(p.sweep_next(Duration::from_secs(14)), None);
    assert_eq!(p.coverage(1, 10_000).shapes[2].unfit, Some(why));
    let lines = p.coverage(1, 10_000).lines();
    let line = lines
        .iter()
        .find(|l| l.starts_with("  7 cards: not swept whole"))
        .expect("a line");
    assert!(
        line.starts_with("  7 cards: not swept whole, 6,009,159 asks at 400,000 hands/s"),
        "{line}"
    );
    assert!(lines.iter().all(|l| l.chars().count() <= 100), "{lines:#?}");
}

#[test]
fn a_sweep_is_predicted_at_the_rate_the_sweeps_before_it_measured() {
    // Rounds at 250,000 hands/s (their pauses and strata drawn): the 7-card
    // space's 6,009,159 classes (~24 s) fit nowhere, the 6-card one does.
    let mut p = Planner::new(Some(BUDGET), holdem_all_sweepable(), 10_000);
    let mut clock = 0.5;
    for _ in 0..3 {
        let round = p.next_round(Duration::from_secs_f64(clock)).unwrap();
        let hands = p.round_hands(round.per_stratum, &round.shapes);
        let seconds = hands as f64 / 250_000.0;
        clock += seconds;
        p.record(round, hands, seconds);
    }
    assert_eq!(p.sweep_next(Duration::from_secs_f64(clock)), Some(1));
    // The 6-card sweep ran at 1,400,000 hands/s: at that rate the 7-card
    // one takes ~4.3 s, so it is swept next (with the 5-card one after it,
    // every shape proven), though the rounds' rate says ~24 s.
    let took = 1_014_715.0 / 1_400_000.0;
    p.record_sweep(1_014_715, took);
    p.swept(1, Some(1_014_715));
    clock += took;
    assert_eq!(p.sweep_next(Duration::from_secs_f64(clock)), Some(2));
    let predicted = p.predict_sweep(6_009_159).unwrap();
    assert!(
        (predicted - 6_009_159.0 / 1_400_000.0).abs() < 1e-6,
        "{predicted}"
    );
    // A sweep measured slow (a loaded machine: 300,000 hands/s, 20 s) keeps
    // the 7-card space to the rounds, and the report gives that rate.
    let mut slow = p.clone();
    slow.record_sweep(1_014_715, 1_014_715.0 / 300_000.0);
    assert_eq!(slow.sweep_next(Duration::from_secs_f64(clock)), Some(0));
    let why = slow.coverage(1, 10_000).shapes[2].unfit.expect("a reason");
    assert!((why.hands_per_second - 300_000.0).abs() < 1.0, "{why:?}");
    // A small sweep's rate (mostly its fixed costs) predicts nothing.
    let mut small = p.clone();
    small.sweeps.clear();
    small.record_sweep(50_000, 1.0);
    assert_eq!(small.predict_sweep(1_000), small.predict(1_000));
}
