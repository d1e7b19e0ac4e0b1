//! `check`'s report as JUnit XML.

use super::strata_text;
use crate::conformance::ConformanceReport;
use crate::report::junit::xml;
use std::fmt::Write as _;

impl ConformanceReport {
    /// The report as JUnit XML: one test case per section, failing with
    /// its problems.
    pub fn to_junit(&self) -> String {
        let strict_failure =
            self.strict_input && self.bad_input.iter().any(|b| !b.handling.acceptable());
        // A spent budget is no failure of the program: said, not failed.
        let program_stopped = self
            .given_up
            .as_ref()
            .filter(|g| g.reason != crate::external::StopReason::Budget);
        let failures = self.sections.iter().filter(|s| !s.ok()).count()
            + usize::from(program_stopped.is_some())
            + usize::from(strict_failure);
        let diagnosis = self
            .diagnosis
            .as_ref()
            .map(|d| d.to_text())
            .filter(|t| !t.is_empty());
        let tests = self.sections.len()
            + 1
            + usize::from(!self.bad_input.is_empty())
            + usize::from(diagnosis.is_some());
        let mut x = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        let _ = writeln!(
            x,
            "<testsuites name=\"showdown check\" tests=\"{tests}\" failures=\"{failures}\">"
        );
        let _ = writeln!(
            x,
            "  <testsuite name=\"{}\" tests=\"{tests}\" failures=\"{failures}\">",
            xml(&self.evaluator)
        );
        let _ = writeln!(x, "    <properties>");
        let _ = writeln!(
            x,
            "      <property name=\"answers\" value=\"{}\"/>",
            if self.order_only {
                "order-only"
            } else {
                "category"
            }
        );
        if let Some(b) = self.coverage.as_ref().filter(|c| c.budget.is_some()) {
            // What the budget did, where JUnit viewers show a suite's notes.
            let _ = writeln!(
                x,
                "      <property name=\"budget\" value=\"{}\"/>",
                xml(&b.lines().join("\n"))
            );
        }
        let _ = writeln!(x, "    </properties>");
        for sec in &self.sections {
            let _ = write!(
                x,
                "    <testcase classname=\"{}\" name=\"{}\" time=\"{:.3}\"",
                xml(&self.evaluator),
                xml(&sec.name),
                sec.elapsed.as_secs_f64()
            );
            let mut strata = String::new();
            strata_text(&mut strata, &sec.strata);
            if sec.ok() {
                if strata.is_empty() {
                    x.push_str("/>\n");
                } else {
                    let _ = writeln!(
                        x,
                        ">\n      <system-out>{}</system-out>\n    </testcase>",
                        xml(&strata)
                    );
                }
                continue;
            }
            x.push_str(">\n");
            let mut body = String::new();
            for p in &sec.problems {
                let _ = writeln!(body, "{} — {} time(s)", p.kind.describe(), p.count);
                for h in &p.example {
                    let _ = writeln!(
                        body,
                        "  {} says `{}`; right: {}",
                        showdown_evaluators::games::format_joined(self.game, &h.cards),
                        h.got,
                        h.expected
                    );
                }
            }
            body.push_str(&strata);
            let _ = writeln!(
                x,
                "      <failure message=\"{} kind(s) of problem\">{}</failure>\n    </testcase>",
                sec.problems.len(),
                xml(&body)
            );
        }
        if !self.bad_input.is_empty() {
            let body: String = self
                .bad_input
                .iter()
                .map(|b| {
                    format!(
                        "{}: {} ({})\n",
                        b.probe,
                        b.handling.token(),
                        b.handling.detail()
                    )
                })
                .collect();
            let mishandled = self.bad_input.iter().any(|b| !b.handling.acceptable());
            let _ = write!(
                x,
                "    <testcase classname=\"{}\" name=\"bad input\">",
                xml(&self.evaluator)
            );
            if mishandled && self.strict_input {
                let _ = write!(
                    x,
                    "<failure message=\"bad input not refused (--strict-input)\">{}</failure>",
                    xml(&body)
                );
            }
            let _ = writeln!(x, "<system-out>{}</system-out></testcase>", xml(&body));
        }
        if let Some(text) = &diagnosis {
            // Why: informational, the sections above carry the failures.
            let _ = writeln!(
                x,
                "    <testcase classname=\"{}\" name=\"diagnosis\"><system-out>{}</system-out></testcase>",
                xml(&self.evaluator),
                xml(text)
            );
        }
        let _ = write!(
            x,
            "    <testcase classname=\"{}\" name=\"program ran to the end\"",
            xml(&self.evaluator)
        );
        match &self.given_up {
            None => x.push_str("/>\n"),
            Some(g) if program_stopped.is_none() => {
                let _ = writeln!(
                    x,
                    "><system-out>{}</system-out></testcase>",
                    xml(&g.message)
                );
            }
            Some(g) => {
                let _ = writeln!(
                    x,
                    ">\n      <failure message=\"{}\"/>\n    </testcase>",
                    xml(&g.message)
                );
            }
        }
        x.push_str("  </testsuite>\n</testsuites>\n");
        x
    }
}
