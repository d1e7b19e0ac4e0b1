//! What the HTML report (`showdown run --format html`) borrows from the
//! gallery: a summary table of the evaluators with links to their pages,
//! and, for a failing result, the deviation classes that explain it (links
//! to their anchors in the gallery) and the `showdown explain` command that
//! shows it.
//!
//! Links point at the gallery pages of this checkout (`file://` URLs under
//! the workspace root), since the report is a local file.

use super::doc_comment::{workspace_root, DocComment};
use super::port_page::{anchor, cards_phrase, page_file};
use super::witness::classes;
use crate::explain::{explain_with, ExplainOptions, Standing};
use showdown_evaluators::card::{format_cards, parse_cards, Card};
use showdown_evaluators::evaluator::CardOrder;
use showdown_evaluators::registry;
use std::fmt::Write as _;

/// `file:///…/docs/gallery/<page>.md#<anchor>`.
pub fn gallery_href(evaluator: &str, class: Option<&str>) -> String {
    let mut href = format!(
        "file://{}/docs/gallery/{}",
        workspace_root().display(),
        page_file(evaluator)
    );
    match class {
        Some(c) => {
            href.push('#');
            href.push_str(&anchor(evaluator, c));
        }
        None if evaluator.ends_with("+lift") => href.push_str("#lift"),
        None => {}
    }
    href
}

/// Why one failing result fails, as far as single hands show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FailureLink {
    /// The deviation classes that explain it (`(id, href)`), if any.
    pub classes: Vec<(String, String)>,
    /// `showdown explain "…" --evaluator NAME`.
    pub command: String,
    /// The evaluator's gallery page.
    pub page: String,
}

/// The hands in a result's input: `9h 8h …` (one hand), `A < B = C` (an
/// order case), or `board … | p0: a b, p1: c d` (each player's board and
/// hole cards, hole cards last).
pub fn hands_of(input: &str) -> Vec<Vec<Card>> {
    if let Some(rest) = input.trim().strip_prefix("board ") {
        let (board, players) = rest.split_once('|').unwrap_or((rest, ""));
        let Ok(board) = parse_cards(board) else {
            return Vec::new();
        };
        return players
            .split(',')
            .filter_map(|p| {
                let hole = p.split_once(':').map_or(p, |(_, h)| h);
                let hole = parse_cards(hole).ok()?;
                Some(board.iter().chain(&hole).copied().collect())
            })
            .collect();
    }
    input
        .split(['<', '=', ',', '>'])
        .filter_map(|h| parse_cards(h.trim()).ok())
        .filter(|h| (1..=7).contains(&h.len()))
        .collect()
}

/// The explanation of a failing result of `evaluator` on `input`: the
/// first of its hands on which the evaluator deviates from the reference
/// (or, if none does on its own, the first hand).
pub fn failure_link(evaluator: &str, input: &str) -> Option<FailureLink> {
    let e = registry::by_name(evaluator)?;
    let hands = hands_of(input);
    let first = hands.first()?.clone();
    let options = ExplainOptions {
        out_of_domain: true,
        ..ExplainOptions::default()
    };
    let mut chosen: Option<(Vec<Card>, Vec<String>)> = None;
    for h in &hands {
        let x = explain_with(h, std::slice::from_ref(&e), &options);
        let row = &x.rows[0];
        if row.standing.is_deviation() || row.standing == Standing::NotInDomain {
            let ids = row
                .explaining()
                .iter()
                .map(|c| c.deviation.id.to_string())
                .collect();
            chosen = Some((h.clone(), ids));
            break;
        }
    }
    let (hand, ids) = chosen.unwrap_or((first, Vec::new()));
    let mut command = format!(
        "showdown explain \"{}\" --evaluator {evaluator}",
        format_cards(&hand)
    );
    if !e.domain().contains(hand.len()) {
        command.push_str(" --out-of-domain");
    }
    Some(FailureLink {
        classes: ids
            .into_iter()
            .map(|id| {
                let href = gallery_href(evaluator, Some(&id));
                (id, href)
            })
            .collect(),
        command,
        page: gallery_href(evaluator, None),
    })
}

/// The HTML of a failure's explanation: class links (or a page link) and
/// the command.
pub fn failure_html(evaluator: &str, input: &str, esc: fn(&str) -> String) -> String {
    let Some(link) = failure_link(evaluator, input) else {
        return String::new();
    };
    let mut out = String::new();
    if link.classes.is_empty() {
        let _ = write!(
            out,
            "<a href=\"{}\">{} in the gallery</a>",
            esc(&link.page),
            esc(evaluator)
        );
    } else {
        let parts: Vec<String> = link
            .classes
            .iter()
            .map(|(id, href)| format!("<a href=\"{}\">{}</a>", esc(href), esc(id)))
            .collect();
        out.push_str(&parts.join(", "));
    }
    let _ = write!(out, "<br><code>{}</code>", esc(&link.command));
    out
}

/// The gallery summary: one row per evaluator with its page, approach,
/// domain and deviation classes (each linked to its explanation).
pub fn summary_html(esc: fn(&str) -> String) -> String {
    let mut out = String::new();
    out.push_str(
        "<table class=\"list gallery\"><tr><th>evaluator</th><th>approach</th><th>written for</th>\
         <th>card order</th><th>right category over every hand it was written for</th>\
         <th>documented deviation classes</th></tr>",
    );
    let figures = super::figures::Figures::load(&workspace_root()).unwrap_or_default();
    for e in registry::all() {
        let name = e.name();
        if name == "reference" {
            continue;
        }
        let approach = match name.strip_suffix("+lift") {
            Some(inner) => format!("best of the five-card subsets under {inner}"),
            None => DocComment::of_port(name)
                .map(|d| super::comparison::approach(name, &d.summary).replace('`', ""))
                .unwrap_or_default(),
        };
        let own = classes(&*e);
        let class_links: Vec<String> = if name.ends_with("+lift") {
            vec![format!(
                "inherits {}'s, through five-card subsets",
                esc(name.trim_end_matches("+lift"))
            )]
        } else {
            own.iter()
                .map(|d| {
                    format!(
                        "<a href=\"{}\" title=\"{}\">{}</a>",
                        esc(&gallery_href(name, Some(d.id))),
                        esc(d.sentence),
                        esc(d.id)
                    )
                })
                .collect()
        };
        let _ = write!(
            out,
            "<tr><td><a href=\"{}\"><b>{}</b></a></td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            esc(&gallery_href(name, None)),
            esc(name),
            esc(&approach),
            esc(&cards_phrase(&e.domain().to_string())),
            match e.order() {
                CardOrder::Free => "any",
                CardOrder::HoleLast => "hole cards last",
            },
            correctness(&figures, name, e.domain()),
            if class_links.is_empty() {
                "none".to_string()
            } else {
                class_links.join(" · ")
            }
        );
    }
    out.push_str("</table>");
    out
}

/// `100%` or `7 cards: 98.916% (1,449,204 wrong)`, from the committed
/// sweeps; `not swept` without them.
fn correctness(
    figures: &super::figures::Figures,
    name: &str,
    domain: showdown_evaluators::evaluator::Domain,
) -> String {
    let mut wrong = Vec::new();
    let mut swept = false;
    for n in domain.counts().filter(|n| (5..=7).contains(n)) {
        if let Some(c) = figures.get(name, n) {
            swept = true;
            if c.category_agrees != c.hands {
                wrong.push(format!(
                    "{n} cards: {} of {} wrong",
                    super::figures::thousands(c.hands - c.category_agrees),
                    super::figures::thousands(c.hands)
                ));
            }
        }
    }
    match (swept, wrong.is_empty()) {
        (false, _) => "not swept".into(),
        (true, true) => "all right".into(),
        (true, false) => wrong.join("; "),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hands_are_read_from_every_input_form() {
        assert_eq!(hands_of("9h 8h 7h 6c 5h Kh 2h").len(), 1);
        assert_eq!(
            hands_of("7c 5d 4h 3s 2c < Ac Kd Qh Js 9c = Ad Kc Qs Jh 9d").len(),
            3
        );
        let sd = hands_of("board 9h 8h 7h 6c Kh | p0: 5h 2h, p1: Ah 2d");
        assert_eq!(sd.len(), 2);
        assert_eq!(format_cards(&sd[1]), "9h 8h 7h 6c Kh Ah 2d");
        assert!(hands_of("\"As As Kd Qc Jh\"").is_empty());
    }

    #[test]
    fn a_failure_links_the_class_that_explains_it() {
        let link = failure_link("js-naive", "9h 8h 7h 6c 5h Kh 2h").unwrap();
        assert_eq!(link.classes.len(), 1, "{link:?}");
        assert!(
            link.classes[0].1.contains("docs/gallery/js-naive.md#"),
            "{link:?}"
        );
        assert_eq!(
            link.command,
            "showdown explain \"9h 8h 7h 6c 5h Kh 2h\" --evaluator js-naive"
        );
        // The first hand of a showdown on which the port goes wrong.
        let link = failure_link("js-naive", "board 9h 8h 7h 6c Kh | p0: Ac 2d, p1: 5h 2h").unwrap();
        assert!(link.command.contains("9h 8h 7h 6c Kh 5h 2h"), "{link:?}");
        assert!(failure_link("no-such", "As").is_none());
    }
}
