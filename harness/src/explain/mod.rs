//! `showdown explain`: one hand through the reference and every evaluator,
//! side by side, with each disagreement explained by the deviation class
//! that predicts it (or flagged loudly as UNEXPLAINED).
//!
//! [`explain_with`] computes an [`Explanation`] (no printing);
//! [`crate::report::explain`] turns it into the text the CLI prints. Cards are passed to every
//! evaluator in the order the user gave them: evaluators whose order is
//! [`CardOrder::HoleLast`] read the last two cards as the player's hole cards,
//! and the output says so.

pub mod explanation;
#[cfg(test)]
mod tests;
pub mod versus;

pub use explanation::{
    explain_with, lift_inner, Claim, ClassWhy, ExplainOptions, Explanation, ReferenceAnswer, Row,
    RowClass, Standing,
};
