//! Evaluators for the games beyond hold'em high (see [`crate::game`]):
//! a proven reference for each, the plain checker it is proven against,
//! and naive evaluators kept as lessons.

pub mod omaha;
pub mod short_deck;
