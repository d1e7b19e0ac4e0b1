//! The harness's tests, one binary (libtest-mimic, `harness = false`):
//!
//! - every (evaluator, vector case) as its own test named
//!   `<evaluator>::<file>/<case>`, plus `load::*`, `expectations::*` and
//!   `meta::*` tests of the machinery ([`vectors`]);
//! - the differential and metamorphic property tests ([`properties`]);
//! - the reference's proofs on 1 to 5 cards ([`reference_exhaustive`]).
//!
//! Filter as usual: `cargo test -p showdown-harness --test it -- pitfall`.

mod properties;
mod reference_exhaustive;
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
    let args = Arguments::from_args();
    let mut trials = vectors::trials();
    trials.extend(plain![
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
    ]);
    libtest_mimic::run(&args, trials).exit();
}
