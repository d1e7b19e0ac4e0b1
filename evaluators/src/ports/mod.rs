//! Faithful ports of published hand evaluators, bugs included.
//!
//! Each module's top doc comment gives its source (the article's title), the
//! algorithm in our words, the card encoding, the domain, what had to be
//! reconstructed, and every deviation from the correct answer with a minimal
//! hand.

pub mod csharp_hexscore;
pub mod godot_check_hand;
pub mod js_predicates;
pub mod perl_count;
pub mod perl_regex;
pub mod php_priority;
#[cfg(test)]
mod test_hands;

use crate::evaluator::Evaluator;
use std::sync::Arc;

/// Every port, in the order reports list them.
pub fn all() -> Vec<Arc<dyn Evaluator>> {
    vec![
        Arc::new(perl_count::PerlCount),
        Arc::new(perl_regex::PerlRegex),
        Arc::new(csharp_hexscore::CsharpHexscore),
        Arc::new(godot_check_hand::GodotCheckHand),
        Arc::new(js_predicates::JsNaive),
        Arc::new(js_predicates::JsPerSuit),
        Arc::new(php_priority::PhpPriority),
    ]
}
