//! The harness's tests, one binary (libtest-mimic, `harness = false`):
//!
//! - every (evaluator, vector case) as its own test named
//!   `<evaluator>::<file>/<case>`, plus `load::*`, `expectations::*` and
//!   `meta::*` tests of the machinery ([`vectors`]);
//! - the differential and metamorphic property tests ([`properties`]);
//! - the reference's proofs on 1 to 5 cards ([`reference_exhaustive`]);
//! - the proptest strategies of hands the properties use, and their own
//!   tests ([`strategies`]);
//! - the external-program client's replays, counted in program starts
//!   ([`replays`]), and each way a program can misbehave ([`misbehaving`]).
//!
//! Filter as usual: `cargo test -p showdown-harness --test it -- pitfall`.

mod misbehaving;
mod properties;
mod reference_exhaustive;
mod replays;
mod strategies;
mod vectors;

use libtest_mimic::{Arguments, Trial};

/// Plain test functions as trials named `module::function`.
macro_rules! plain {
    ($($module:ident :: $f:ident),* $(,)?) => {
        vec![$(Trial::test(concat!(stringify!($module), "::", stringify!($f)), || {
            $module::$f();
            Ok(())
        })),*]
    };
}

fn main() {
    let mut args = Arguments::from_args();
    if args.test_threads.is_none() && std::env::var_os("RUST_TEST_THREADS").is_none() {
        // The misbehaving programs' tests wait on child processes (hangs,
        // time-outs): twice the cores, as the CLI's test binary.
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        args.test_threads = Some(2 * cores);
    }
    let mut trials = vectors::trials();
    trials.extend(plain![
        misbehaving::a_crash_is_charged_to_its_hand_and_the_run_goes_on,
        misbehaving::a_hang_times_out_on_its_hand,
        misbehaving::the_overall_deadline_stops_a_run_and_keeps_what_was_gathered,
        misbehaving::garbage_is_a_bad_response,
        misbehaving::too_many_lines_are_found_on_their_hand,
        misbehaving::too_few_lines_are_found_on_their_hand,
        misbehaving::a_program_that_keeps_dying_is_given_up_as_not_responding,
        misbehaving::a_program_that_never_answers_is_not_responding_within_the_startup_time,
        misbehaving::flooding_stderr_does_not_block,
        misbehaving::a_program_that_exits_mid_run_is_restarted,
        misbehaving::a_program_that_never_answers_is_given_up_on,
        properties::differential_category_every_evaluator_within_its_domain,
        properties::differential_order_same_size_pairs_follow_the_reference,
        properties::order_free_evaluators_ignore_card_order,
        properties::relabelling_suits_changes_nothing,
        properties::reference_of_six_or_seven_is_the_best_of_its_five_card_subsets,
        properties::lifted_evaluators_equal_the_best_of_their_inner_evaluator,
        properties::a_fully_documented_broken_evaluator_passes,
        properties::an_unexplained_disagreement_fails_with_a_shrunk_hand,
        properties::an_undocumented_order_mistake_fails,
        properties::an_over_claiming_class_fails,
        reference_exhaustive::every_five_card_hand_counts_and_orders_as_published,
        reference_exhaustive::every_hand_of_one_to_four_cards_counts_as_published,
        reference_exhaustive::the_check_catches_a_wrong_category,
        reference_exhaustive::the_check_catches_two_swapped_kicker_classes_that_a_histogram_misses,
        reference_exhaustive::best_five_and_named_hands,
        reference_exhaustive::wheel_is_the_lowest_straight_and_no_wrap_around,
        strategies::assemble_gives_distinct_cards_of_the_size,
        strategies::shape_detectors,
        strategies::every_strategy_gives_valid_hands_of_the_asked_size,
        replays::a_program_one_line_late_is_searched_once_then_charged_per_batch,
        replays::a_program_that_misbehaves_on_one_hand_still_gets_that_hand_found,
        replays::a_program_whose_every_answer_is_malformed_is_restarted_once_not_per_hand,
        replays::a_program_that_crashes_on_many_particular_hands_is_judged_on_every_hand,
        replays::past_the_budget_no_copy_of_the_program_is_started_and_the_hands_are_not_run,
    ]);
    libtest_mimic::run(&args, trials).exit();
}
