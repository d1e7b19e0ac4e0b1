//! [`assert_conforms`]: the check of an in-process evaluator as a test
//! assertion, its failure message the report's summary. Apart from the
//! conformance engine, which returns data and renders nothing.

use showdown_evaluators::evaluator::Evaluator;

/// [`check`](crate::check), panicking unless the evaluator conforms. The panic message
/// is the report's summary (at most 25 lines of at most 80 columns); the
/// whole report goes to `NAME.txt` and `NAME.json` in `$SHOWDOWN_REPORT_DIR`
/// (default: `showdown-reports` in the temporary folder), whose path the
/// summary names.
pub fn assert_conforms(ev: &dyn Evaluator) {
    let report = crate::conformance::check(ev);
    if !report.conformant() {
        let dir = crate::report::conformance::report_dir(None);
        let saved = crate::report::conformance::save_full_report(&report, &dir);
        let mut message = report.to_summary(saved.as_deref().ok());
        if let Err(e) = saved {
            message.push_str(&format!("(the whole report was not saved: {e})\n"));
        }
        panic!("{message}");
    }
}
