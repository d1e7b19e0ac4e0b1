//! The `showdown` binary end to end, one test binary: external programs
//! ([`external`]), and the commands a newcomer runs ([`commands`]).
//!
//! Run by libtest-mimic (`harness = false`), because almost every test
//! waits on child processes (`showdown`, and the Python programs it
//! checks) rather than computing: by default twice as many tests run at once
//! as there are cores (`--test-threads N` or `RUST_TEST_THREADS` set it). On
//! 2 cores that took this binary from 56-64 s to 45 s (docs/performance.md).
//! Every test is a plain `pub fn` listed in [`main`]; the trial
//! `meta::every_test_function_is_listed` fails if one is not. Filter as
//! usual: `cargo test -p showdown --test it -- misbehaving`; the ignored ones:
//! `cargo test -p showdown --test it -- --ignored`.

mod check;
mod commands;
mod diagnosis;
mod external;
mod games;
mod mutants;
mod support;
mod variants;

use libtest_mimic::{Arguments, Failed, Trial};

pub use support::{TempDir, SHOWDOWN};

/// Test functions (`module::function`, no arguments) as trials of that name.
macro_rules! trials {
    ($($first:ident $(:: $rest:ident)*),* $(,)?) => {
        vec![$(Trial::test(
            concat!(stringify!($first) $(, "::", stringify!($rest))*),
            || {
                $first $(:: $rest)*();
                Ok(())
            },
        )),*]
    };
}

/// The test modules' sources, by module path, for the listing check.
const SOURCES: [(&str, &str); 8] = [
    ("check", include_str!("check.rs")),
    ("commands", include_str!("commands.rs")),
    ("diagnosis", include_str!("diagnosis.rs")),
    ("games", include_str!("games.rs")),
    ("mutants", include_str!("mutants.rs")),
    ("variants", include_str!("variants.rs")),
    ("external::examples", include_str!("external/examples.rs")),
    ("external::games", include_str!("external/games.rs")),
];

/// Every `pub fn name() {` at the start of a line of [`SOURCES`] (a test
/// function) is one of the listed trials, and every listed trial is one.
fn every_test_function_is_listed(listed: &[String]) -> Result<(), Failed> {
    let mut found: Vec<String> = SOURCES
        .iter()
        .flat_map(|(module, source)| {
            source.lines().filter_map(move |line| {
                let name = line.strip_prefix("pub fn ")?.strip_suffix("() {")?;
                Some(format!("{module}::{name}"))
            })
        })
        .collect();
    found.sort();
    let mut listed = listed.to_vec();
    listed.sort();
    let missing: Vec<&String> = found.iter().filter(|n| !listed.contains(n)).collect();
    let stale: Vec<&String> = listed.iter().filter(|n| !found.contains(n)).collect();
    if missing.is_empty() && stale.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "test functions not listed in main.rs: {missing:?}; listed but not found: {stale:?}"
        )
        .into())
    }
}

fn main() {
    let mut args = Arguments::from_args();
    if args.test_threads.is_none() {
        // Most of these tests wait on child processes: twice the cores.
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        args.test_threads = Some(match std::env::var("RUST_TEST_THREADS") {
            Ok(n) => n
                .parse()
                .unwrap_or_else(|_| panic!("RUST_TEST_THREADS={n:?} is not a number")),
            Err(_) => 2 * cores,
        });
    }
    let mut trials = trials![
        check::a_silent_program_is_not_responding_within_its_startup_time,
        check::a_crash_loop_stops_as_not_responding,
        check::strengths_that_were_not_declared_are_judged_all_the_same,
        check::a_declared_strength_that_is_missing_is_a_problem,
        check::an_interrupted_check_prints_its_partial_report,
        check::a_broken_vector_file_makes_check_exit_2_unless_vectors_are_skipped,
        check::a_lowball_lesson_is_caught_with_a_small_example_that_still_fails,
        check::the_default_check_says_what_its_time_budget_did_and_exact_counts_have_none,
        check::the_text_report_of_a_buggy_program_fits_100_columns,
        check::a_program_that_crashes_often_is_judged_within_its_budget_with_its_problems,
        commands::a_copied_binary_runs_the_whole_suite_from_an_empty_directory,
        commands::one_vector_file_runs_against_only_its_own_expectations,
        commands::a_malformed_vector_file_is_named_with_line_and_case_and_the_rest_runs,
        commands::an_emptied_vector_file_is_a_load_problem_in_run_and_check,
        commands::a_vector_file_that_is_not_utf8_names_its_line_and_byte,
        commands::reports_rendered_from_saved_json_equal_fresh_ones,
        commands::the_evaluators_table_fits_100_columns,
        commands::every_command_sees_the_same_evaluators,
        commands::an_unknown_evaluator_lists_the_known_ones_and_suggests_the_nearest,
        commands::eval_stream_answers_a_line_of_invalid_utf8_and_goes_on,
        commands::diff_compares_two_evaluators_of_any_game,
        commands::run_with_evaluator_reference_runs_every_games_reference_on_its_own_vectors,
        commands::output_into_a_pipe_closed_early_ends_quietly,
        diagnosis::the_diagnosis_names_a_sample_of_the_mutants_and_lessons,
        variants::the_variants_table_reads_back,
        games::every_command_lists_every_game_in_its_help_and_refuses_an_unknown_one_with_the_list,
        games::evaluator_reference_means_the_games_reference_in_eval_and_explain,
        games::evaluator_reference_means_the_games_reference_in_check_sweep_and_diff,
        games::a_named_evaluator_of_another_game_is_refused_with_the_game_to_add,
        games::a_sweep_refusal_names_the_games_that_do_sweep,
        external::examples::check_passes_the_correct_example,
        external::games::copies_of_a_program_share_a_batch_and_answer_in_its_order,
        external::examples::check_catches_the_wheel_bug_with_a_small_example,
        external::examples::a_six_card_bug_is_caught_by_default_and_summarised_for_a_test_runner,
        external::examples::a_program_made_for_five_and_seven_cards_gets_one_line_for_six,
        external::examples::malformed_answers_are_one_line_of_the_summary_not_two,
        external::examples::check_passes_the_lowball_example_in_both_games,
        external::examples::the_lowball_example_in_the_wrong_game_is_caught,
        external::examples::usage_and_start_errors_exit_2,
        external::examples::showdown_run_shows_configured_externals_and_third_party_crates,
        external::examples::a_sweep_up_to_renaming_suits_catches_a_suit_read_wrongly,
        external::games::check_reports_mis_ordered_stud_lows,
        external::games::check_passes_the_hi_lo_example_in_both_games,
        external::games::check_reports_a_wrong_omaha_low,
        external::games::an_order_only_program_is_judged_on_order_alone,
        external::games::every_games_reference_over_the_protocol_is_conformant,
        external::games::a_stray_low_half_is_a_bad_response,
        external::games::a_crash_on_particular_deals_is_charged_to_them,
        external::games::a_plo5_evaluator_wrong_on_the_flop_is_caught,
        external::games::every_builtin_round_trips_over_the_protocol,
    ];
    // Minutes of Python each: `.ci/run` runs them with `--ignored`.
    trials.extend(
        trials![
            diagnosis::the_diagnosis_names_every_mutant_and_lesson,
            variants::the_diagnosis_names_known_bugs_coded_differently,
            mutants::default_check_kills_every_mutant_and_passes_the_base,
            mutants::default_check_kills_every_lowball_mutant_and_passes_the_bases,
            mutants::default_check_kills_every_stud_hi_lo_mutant_and_passes_the_base,
            mutants::default_check_kills_every_omaha_mutant_and_passes_the_base,
            mutants::default_check_kills_every_badugi_mutant_and_passes_the_base,
        ]
        .into_iter()
        .map(|t| t.with_ignored_flag(true)),
    );
    let listed: Vec<String> = trials.iter().map(|t| t.name().to_string()).collect();
    trials.push(Trial::test(
        "meta::every_test_function_is_listed",
        move || every_test_function_is_listed(&listed),
    ));
    libtest_mimic::run(&args, trials).exit();
}
