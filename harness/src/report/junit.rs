//! JUnit XML for other projects' CI: one `<testsuite>` per evaluator, one
//! `<testcase>` per case (classname `evaluator.file`). Unexpected results
//! are `<failure>`s, skipped cases `<skipped>`, expected failures pass with
//! the expectation in `<system-out>`; load problems form their own suite.

use super::{RunReport, Status};
use std::fmt::Write;

/// Escapes text for XML attributes and content.
pub fn xml(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if (c as u32) < 0x20 && !matches!(c, '\n' | '\t' | '\r') => {}
            c => out.push(c),
        }
    }
    out
}

/// The report as JUnit XML: one `<testsuite>` per evaluator, and one named
/// `load` for the load problems, if there are any.
pub fn render(report: &RunReport) -> String {
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    let failures_total = report
        .records
        .iter()
        .filter(|r| r.status.is_unexpected())
        .count()
        + report.problems.len();
    let _ = writeln!(
        out,
        "<testsuites name=\"showdown\" tests=\"{}\" failures=\"{}\">",
        report.records.len() + report.problems.len(),
        failures_total
    );
    for ev in report.evaluators() {
        let recs: Vec<_> = report
            .records
            .iter()
            .filter(|r| r.evaluator == ev)
            .collect();
        let failures = recs.iter().filter(|r| r.status.is_unexpected()).count();
        let skipped = recs.iter().filter(|r| r.status == Status::Skipped).count();
        let _ = writeln!(
            out,
            "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{failures}\" errors=\"0\" skipped=\"{skipped}\">",
            xml(&ev),
            recs.len()
        );
        for r in recs {
            let _ = write!(
                out,
                "    <testcase classname=\"{}.{}\" name=\"{}\" file=\"{}\" line=\"{}\"",
                xml(&r.evaluator),
                xml(&r.file),
                xml(&r.case),
                xml(&r.path),
                r.line
            );
            match r.status {
                s if s.is_unexpected() => {
                    let _ = writeln!(
                        out,
                        ">\n      <failure type=\"{}\" message=\"{}\">cards: {}\nexpected: {}\ngot: {}</failure>\n    </testcase>",
                        s.token(),
                        xml(r.message.as_deref().unwrap_or("")),
                        xml(&r.input),
                        xml(&r.expected),
                        xml(&r.got)
                    );
                }
                Status::Skipped => {
                    let reason = match &r.outcome {
                        crate::runner::Outcome::Skipped { reason } => reason.as_str(),
                        _ => "",
                    };
                    let _ = writeln!(
                        out,
                        ">\n      <skipped message=\"{}\"/>\n    </testcase>",
                        xml(reason)
                    );
                }
                Status::ExpectedFailure => {
                    let e = r.expectation.as_ref();
                    let _ = writeln!(
                        out,
                        ">\n      <system-out>expected failure: {} ({})</system-out>\n    </testcase>",
                        xml(&e.map(|e| e.kind.to_string()).unwrap_or_default()),
                        xml(&e.map(|e| e.reason.clone()).unwrap_or_default())
                    );
                }
                Status::Shown => {
                    let _ = writeln!(
                        out,
                        ">\n      <system-out>shown: {}</system-out>\n    </testcase>",
                        xml(&r.got)
                    );
                }
                _ => out.push_str("/>\n"),
            }
        }
        out.push_str("  </testsuite>\n");
    }
    if !report.problems.is_empty() {
        let _ = writeln!(
            out,
            "  <testsuite name=\"load\" tests=\"{0}\" failures=\"{0}\" errors=\"0\" skipped=\"0\">",
            report.problems.len()
        );
        for p in &report.problems {
            let _ = writeln!(
                out,
                "    <testcase classname=\"load\" name=\"{}\" file=\"{}\" line=\"{}\">\n      <failure type=\"load-error\" message=\"{}\"/>\n    </testcase>",
                xml(p.case.as_deref().unwrap_or(&p.file)),
                xml(&p.file),
                p.line,
                xml(&p.to_string())
            );
        }
        out.push_str("  </testsuite>\n");
    }
    out.push_str("</testsuites>\n");
    out
}
