//! The vector files' schema as written: one serde struct per kind of case,
//! strict (`deny_unknown_fields`), with the source span of every field that
//! later checks may complain about so that errors can name its line.
//!
//! These raw forms hold text; [`super::load`] turns them into checked
//! [`super::Case`]s.

use serde::Deserialize;
use toml::Spanned;

/// The top-level keys a vector file may have.
pub const TOP_LEVEL_KEYS: [&str; 7] = [
    "description",
    "game",
    "hand",
    "order",
    "showdown",
    "reject",
    "defined",
];

/// `[[hand]]`: one hand and its category.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawHand {
    /// Read from the table before deserialising (to name the case in errors);
    /// declared so that `name` is a known key.
    #[allow(dead_code)]
    pub name: Spanned<String>,
    pub cards: Spanned<String>,
    pub category: Spanned<String>,
    #[serde(default)]
    pub best: Option<Spanned<String>>,
    /// Hi-lo games only (and required there): `no-low` or the low's ranks,
    /// highest first (`8-6-4-2-A`).
    #[serde(default)]
    pub low: Option<Spanned<String>>,
    #[serde(default)]
    pub beats: Vec<Spanned<String>>,
    #[serde(default)]
    pub ties: Vec<Spanned<String>>,
    #[serde(default)]
    pub loses_to: Vec<Spanned<String>>,
    pub why: Spanned<String>,
    #[serde(default)]
    pub tags: Vec<String>,
    /// Read from the table before deserialising; declared so that
    /// `source` is a known key.
    #[allow(dead_code)]
    #[serde(default)]
    pub source: Option<String>,
}

/// One entry of an `ascending` list: a hand, or a group of tied hands.
#[derive(Deserialize)]
#[serde(untagged)]
pub enum RawRung {
    One(String),
    Tied(Vec<String>),
}

/// `[[order]]`: hands of one size, weakest first.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawOrder {
    /// Read from the table before deserialising (to name the case in errors);
    /// declared so that `name` is a known key.
    #[allow(dead_code)]
    pub name: Spanned<String>,
    pub ascending: Spanned<Vec<Spanned<RawRung>>>,
    pub why: Spanned<String>,
    #[serde(default)]
    pub tags: Vec<String>,
    /// Read from the table before deserialising; declared so that
    /// `source` is a known key.
    #[allow(dead_code)]
    #[serde(default)]
    pub source: Option<String>,
}

/// `[[showdown]]`: a board, the players' hole cards, and who wins.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawShowdown {
    /// Read from the table before deserialising (to name the case in errors);
    /// declared so that `name` is a known key.
    #[allow(dead_code)]
    pub name: Spanned<String>,
    pub board: Spanned<String>,
    pub players: Spanned<Vec<Spanned<String>>>,
    /// Who wins (every game but the hi-lo ones, which give `shares`).
    #[serde(default)]
    pub winners: Option<Spanned<Vec<usize>>>,
    /// Hi-lo games only (and required there): each player's share of the
    /// pot (`"1/2"`, `"1/4"`, `"0"`), in the order of `players`.
    #[serde(default)]
    pub shares: Option<Spanned<Vec<String>>>,
    pub why: Spanned<String>,
    #[serde(default)]
    pub tags: Vec<String>,
    /// Read from the table before deserialising; declared so that
    /// `source` is a known key.
    #[allow(dead_code)]
    #[serde(default)]
    pub source: Option<String>,
}

/// `[[reject]]`: input the hand parser must refuse, and how.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawReject {
    /// Read from the table before deserialising (to name the case in errors);
    /// declared so that `name` is a known key.
    #[allow(dead_code)]
    pub name: Spanned<String>,
    pub input: Spanned<String>,
    pub error: Spanned<String>,
    pub why: Spanned<String>,
    #[serde(default)]
    pub tags: Vec<String>,
    /// Read from the table before deserialising; declared so that
    /// `source` is a known key.
    #[allow(dead_code)]
    #[serde(default)]
    pub source: Option<String>,
}

/// `[[defined]]`: an implementation-defined answer, shown, never failed.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawDefined {
    /// Read from the table before deserialising (to name the case in errors);
    /// declared so that `name` is a known key.
    #[allow(dead_code)]
    pub name: Spanned<String>,
    pub cards: Spanned<String>,
    pub why: Spanned<String>,
    #[serde(default)]
    pub tags: Vec<String>,
    /// Read from the table before deserialising; declared so that
    /// `source` is a known key.
    #[allow(dead_code)]
    #[serde(default)]
    pub source: Option<String>,
}
