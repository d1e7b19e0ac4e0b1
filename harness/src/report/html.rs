//! The HTML report: one self-contained page (inline CSS, no scripts, no
//! external files) with a colour legend, the grouped evaluators × files
//! matrix as coloured cells, the cases where evaluators disagree as a
//! grouped cases × evaluators grid, and the details of every failure.

use super::gallery_links::{self, FailureLink, GalleryLinks};
use super::junit::xml as esc;
use super::matrix::{self, Cell, Matrix};
use super::{RunReport, Status};
use showdown_evaluators::evaluator::Evaluator;
use std::fmt::Write;
use std::sync::Arc;

const STYLE: &str = r#"
body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;margin:24px;color:#1d1d1f;background:#fafafa}
h1{font-size:22px;margin:0 0 4px} h2{font-size:17px;margin:28px 0 8px}
.summary{color:#444;margin-bottom:12px}
.badge{display:inline-block;padding:2px 10px;border-radius:10px;font-weight:600;color:#fff;margin-left:8px;font-size:13px}
.badge.ok{background:#2e7d32}.badge.failed{background:#c62828}
.legend{display:flex;flex-wrap:wrap;gap:14px;margin:8px 0 16px;font-size:13px}
.legend span.sw{display:inline-block;width:14px;height:14px;border-radius:3px;vertical-align:-2px;margin-right:5px;border:1px solid #0002}
table{border-collapse:separate;border-spacing:3px;background:#fff;border:1px solid #ddd;border-radius:6px;padding:4px}
th{font-weight:600;font-size:12px;color:#333;padding:4px 6px;text-align:center}
th.row{text-align:left;font-weight:500;max-width:340px}
th.row small{display:block;color:#777;font-weight:400}
td.c{min-width:64px;height:30px;text-align:center;border-radius:4px;font-size:13px;font-weight:600}
td.g{width:22px;height:22px;min-width:22px;text-align:center;border-radius:3px;font-size:12px;font-weight:700}
.pass{background:#c8e6c9;color:#1b5e20}.xfail{background:#ffe082;color:#6d4c00}
.unexpected{background:#e53935;color:#fff}.crash{background:#8e24aa;color:#fff}
.skip{background:#eceff1;color:#90a4ae}.shown{background:#b3e5fc;color:#01579b}.empty{background:transparent;color:#ccc}
.problems{background:#ffebee;border:1px solid #e57373;border-radius:6px;padding:8px 14px}
.problems li{font-family:ui-monospace,monospace;font-size:12px}
details{margin:6px 0} summary{cursor:pointer;font-weight:600}
table.list{border-spacing:0;font-size:12px} table.list td,table.list th{border-bottom:1px solid #eee;padding:3px 8px;text-align:left;vertical-align:top}
code{font-family:ui-monospace,monospace;font-size:12px}
.vhead{writing-mode:vertical-rl;transform:rotate(180deg);white-space:nowrap;font-size:11px;font-weight:500}
"#;

/// A cell's text: a tick when all pass, a dash when all skipped, otherwise
/// only the counts that need attention.
fn cell_text(c: &Cell) -> String {
    let t = c.tone();
    match t {
        matrix::Tone::Empty => "".into(),
        matrix::Tone::Pass if c.pass == c.total() => "✓".into(),
        matrix::Tone::Skipped => "–".into(),
        matrix::Tone::Shown if c.shown + c.skipped == c.total() => "?".into(),
        _ => {
            let mut parts = Vec::new();
            if c.unexpected > 0 {
                parts.push(format!("{}!", c.unexpected));
            }
            if c.crash > 0 {
                parts.push(format!("{}C", c.crash));
            }
            if c.expected > 0 {
                parts.push(format!("{}✗", c.expected));
            }
            if parts.is_empty() {
                "✓".into()
            } else {
                parts.join(" ")
            }
        }
    }
}

fn cell_title(c: &Cell) -> String {
    format!(
        "{} pass, {} expected failures, {} unexpected, {} skipped, {} crashes, {} shown",
        c.pass, c.expected, c.unexpected, c.skipped, c.crash, c.shown
    )
}

fn legend(out: &mut String) {
    out.push_str("<div class=\"legend\">");
    let tones = ["pass", "xfail", "unexpected", "crash", "skip", "shown"];
    for ((sym, name, what), css) in matrix::LEGEND.iter().zip(tones) {
        let _ = write!(
            out,
            "<div><span class=\"sw {css}\"></span><b>{} {}</b> — {}</div>",
            esc(if *sym == "x" { "✗" } else { sym }),
            esc(name),
            esc(what)
        );
    }
    out.push_str("</div>");
}

fn file_matrix(out: &mut String, m: &Matrix) {
    out.push_str("<table><tr><th class=\"row\">evaluators (identical results grouped)</th>");
    for c in &m.columns {
        let _ = write!(out, "<th>{}</th>", esc(c));
    }
    out.push_str("<th>all</th></tr>\n");
    for row in &m.rows {
        let first = esc(&row.labels[0]);
        let rest = if row.labels.len() > 1 {
            format!("<small>+ {}</small>", esc(&row.labels[1..].join(", ")))
        } else {
            String::new()
        };
        let _ = write!(out, "<tr><th class=\"row\">{first}{rest}</th>");
        for c in row.cells.iter().chain([&row.total()]) {
            let _ = write!(
                out,
                "<td class=\"c {}\" title=\"{}\">{}</td>",
                c.tone().css(),
                esc(&cell_title(c)),
                esc(&cell_text(c))
            );
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</table>");
}

fn case_grid(out: &mut String, m: &Matrix, report: &RunReport, ctx: &Context) {
    let interesting: Vec<_> = m
        .rows
        .iter()
        .filter(|r| {
            let t = r.total();
            t.unexpected + t.expected + t.crash > 0
        })
        .collect();
    let quiet: usize = m
        .rows
        .iter()
        .filter(|r| {
            let t = r.total();
            t.unexpected + t.expected + t.crash == 0
        })
        .map(|r| r.labels.len())
        .sum();
    if interesting.is_empty() {
        let _ = write!(out, "<p>No evaluator fails any case.</p>");
        return;
    }
    out.push_str("<table><tr><th class=\"row\">cases (same results grouped)</th>");
    for c in &m.columns {
        let _ = write!(out, "<th><div class=\"vhead\">{}</div></th>", esc(c));
    }
    out.push_str("</tr>\n");
    for row in interesting {
        let n = row.labels.len();
        let label = if n == 1 {
            format!("<code>{}</code>", esc(&row.labels[0]))
        } else {
            format!(
                "<code>{}</code><small>+ {} more: {}</small>",
                esc(&row.labels[0]),
                n - 1,
                esc(&matrix::label(&row.labels[1..], 5))
            )
        };
        let _ = write!(out, "<tr><th class=\"row\">{label}</th>");
        for (col, c) in row.cells.iter().enumerate() {
            let text = match c.tone() {
                matrix::Tone::Pass => "✓",
                matrix::Tone::Expected => "✗",
                matrix::Tone::Unexpected => "!",
                matrix::Tone::Crash => "C",
                matrix::Tone::Shown => "?",
                _ => "",
            };
            // A failing cell links to its explanation in the gallery.
            let failing = matches!(c.tone(), matrix::Tone::Expected | matrix::Tone::Unexpected);
            let link = failing
                .then(|| failure_for(report, ctx, &row.labels[0], &m.columns[col]))
                .flatten();
            let (text, title) = match &link {
                Some(l) => (
                    format!(
                        "<a href=\"{}\">{text}</a>",
                        esc(l.classes.first().map_or(&l.page, |c| &c.1))
                    ),
                    format!("{} — {}", cell_title(c), l.command),
                ),
                None => (text.to_string(), cell_title(c)),
            };
            let _ = write!(
                out,
                "<td class=\"g {}\" title=\"{}\">{text}</td>",
                c.tone().css(),
                esc(&title)
            );
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</table>");
    let _ = write!(
        out,
        "<p class=\"summary\">{quiet} more cases: every evaluator passes, skips or only shows them.</p>"
    );
}

/// The gallery's explanation of `evaluator` failing `case`.
fn failure_for(
    report: &RunReport,
    ctx: &Context,
    case: &str,
    evaluator: &str,
) -> Option<FailureLink> {
    let r = report
        .records
        .iter()
        .find(|r| r.case == case && r.evaluator == evaluator)?;
    let e = ctx.evaluators.iter().find(|e| e.name() == evaluator)?;
    gallery_links::failure_link(ctx.links, e, &r.input)
}

fn details(out: &mut String, report: &RunReport, ctx: &Context) {
    let groups = [
        ("Unexpected results", true),
        ("Expected failures (from vectors/expectations)", false),
    ];
    for (title, unexpected) in groups {
        let recs: Vec<_> = report
            .records
            .iter()
            .filter(|r| {
                if unexpected {
                    r.status.is_unexpected()
                } else {
                    r.status == Status::ExpectedFailure
                }
            })
            .collect();
        if recs.is_empty() {
            continue;
        }
        let _ = write!(
            out,
            "<details{}><summary>{title} ({})</summary><table class=\"list\"><tr><th>evaluator</th><th>case</th><th>cards</th><th>expected</th><th>got</th><th>{}</th><th>why (gallery)</th></tr>",
            if unexpected { " open" } else { "" },
            recs.len(),
            if unexpected { "what changed" } else { "kind: reason" }
        );
        for r in recs {
            let note = if unexpected {
                r.message.clone().unwrap_or_default()
            } else {
                r.expectation
                    .as_ref()
                    .map(|e| format!("{}: {}", e.kind, e.reason))
                    .unwrap_or_default()
            };
            let _ = write!(
                out,
                "<tr><td>{}</td><td><code>{}</code><br><small>{}:{}</small></td><td><code>{}</code></td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
                esc(&r.evaluator),
                esc(&r.case),
                esc(&r.path),
                r.line,
                esc(&r.input),
                esc(&r.expected),
                esc(&r.got),
                esc(&note),
                failure_for(report, ctx, &r.case, &r.evaluator)
                    .map(|l| gallery_links::failure_html(&l, &r.evaluator, esc))
                    .unwrap_or_default()
            );
        }
        out.push_str("</table></details>");
    }
}

/// What the page links to: the gallery, and the evaluators whose failures
/// it explains.
struct Context<'a> {
    links: &'a GalleryLinks,
    evaluators: &'a [Arc<dyn Evaluator>],
}

/// The report as one self-contained page; `links` says where the gallery
/// is, `evaluators` are asked to explain their failures.
pub fn render(
    report: &RunReport,
    links: &GalleryLinks,
    evaluators: &[Arc<dyn Evaluator>],
) -> String {
    let ctx = Context { links, evaluators };
    let mut out = String::new();
    let failed = report.failed();
    let _ = write!(
        out,
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>showdown results</title><style>{STYLE}</style></head><body>"
    );
    let _ = write!(
        out,
        "<h1>showdown — poker hand evaluators against the shared vectors<span class=\"badge {}\">{}</span></h1><div class=\"summary\">{}</div>",
        if failed { "failed" } else { "ok" },
        if failed { "FAILED" } else { "OK" },
        esc(&matrix::summary(report))
    );
    legend(&mut out);
    if !report.problems.is_empty() {
        let _ = write!(
            out,
            "<div class=\"problems\"><b>{} load problems</b> (each fails the run)<ul>",
            report.problems.len()
        );
        for p in &report.problems {
            let _ = write!(out, "<li>{}</li>", esc(&p.to_string()));
        }
        out.push_str("</ul></div>");
    }
    out.push_str("<h2>Evaluators × vector files</h2>");
    file_matrix(&mut out, &matrix::by_file(report));
    out.push_str("<h2>The evaluators</h2><p class=\"summary\">From the gallery (<code>docs/gallery/</code>): each name opens its page, each deviation class its explanation and the <code>showdown explain</code> command that shows it.</p>");
    out.push_str(&gallery_links::summary_html(links, esc));
    out.push_str("<h2>Where evaluators fail</h2><p class=\"summary\">Each failing cell links to the deviation class that explains it; hover for the <code>showdown explain</code> command.</p>");
    case_grid(&mut out, &matrix::by_case(report), report, &ctx);
    defined_answers(&mut out, report);
    out.push_str("<h2>Details</h2>");
    details(&mut out, report, &ctx);
    out.push_str("</body></html>\n");
    out
}

/// The implementation-defined answers, case by case.
fn defined_answers(out: &mut String, report: &RunReport) {
    let (columns, rows) = super::defined::grid(report);
    if rows.is_empty() {
        return;
    }
    out.push_str("<h2>Implementation-defined answers</h2><p class=\"summary\">Shown, never failed: what each evaluator that takes these hands says.</p><table class=\"list\"><tr><th>case</th><th>cards</th>");
    for c in &columns {
        let _ = write!(out, "<th>{}</th>", esc(c));
    }
    out.push_str("</tr>");
    for row in rows {
        let _ = write!(
            out,
            "<tr><td><code>{}</code></td><td><code>{}</code></td>",
            esc(&row.case),
            esc(&row.input)
        );
        for a in &row.answers {
            let _ = write!(
                out,
                "<td class=\"{}\">{}</td>",
                if a.is_some() { "shown" } else { "skip" },
                esc(a.as_deref().unwrap_or("–"))
            );
        }
        out.push_str("</tr>");
    }
    out.push_str("</table>");
}
