//! The gallery summary the HTML report shows (`docs/gallery/summary.json`):
//! one row per evaluator with its approach, domain, card order,
//! correctness over the committed sweeps and deviation classes. Generated
//! here from the source tree; the library compiles the file in as data.

use super::comparison::approach;
use super::doc_comment::DocComment;
use super::figures::{thousands, Figures};
use super::port_page::cards_phrase;
use super::witness::classes;
use showdown_evaluators::evaluator::{CardOrder, Domain, Evaluator};
use showdown_harness::report::gallery_links::SummaryRow;
use std::sync::Arc;

/// The rows, in registry order (the reference left out).
pub fn rows(
    evaluators: &[Arc<dyn Evaluator>],
    figures: &Figures,
) -> Result<Vec<SummaryRow>, String> {
    let mut out = Vec::new();
    for e in evaluators {
        let name = e.name();
        if name == "reference" {
            continue;
        }
        let inherits = name.strip_suffix("+lift").map(str::to_string);
        let approach = match &inherits {
            Some(inner) => format!("best of the five-card subsets under {inner}"),
            None => approach(name, &DocComment::of_port(name)?.summary).replace('`', ""),
        };
        let classes = if inherits.is_some() {
            Vec::new()
        } else {
            classes(&**e)
                .iter()
                .map(|d| (d.id.to_string(), d.sentence.to_string()))
                .collect()
        };
        out.push(SummaryRow {
            evaluator: name.to_string(),
            approach,
            written_for: cards_phrase(&e.domain().to_string()),
            card_order: match e.order() {
                CardOrder::Free => "any",
                CardOrder::HoleLast => "hole cards last",
            }
            .to_string(),
            correctness: correctness(figures, name, e.domain()),
            classes,
            inherits,
        });
    }
    Ok(out)
}

/// `all right` or `7 cards: 98.916% (1,449,204 wrong)`, from the committed
/// sweeps; `not swept` without them.
fn correctness(figures: &Figures, name: &str, domain: Domain) -> String {
    let mut wrong = Vec::new();
    let mut swept = false;
    for n in domain.counts().filter(|n| (5..=7).contains(n)) {
        if let Some(c) = figures.get(name, n) {
            swept = true;
            if c.category_agrees != c.hands {
                wrong.push(format!(
                    "{n} cards: {} of {} wrong",
                    thousands(c.hands - c.category_agrees),
                    thousands(c.hands)
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
