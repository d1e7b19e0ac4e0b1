//! The shared test vectors: `vectors/<theme>.toml` files of hand-written
//! cases, loaded strictly and checked against both reference evaluators.
//!
//! Every case has a stable id `<file stem>/<name>`. Loading collects every
//! problem (TOML syntax, unknown keys, bad cards, unknown categories,
//! duplicate names, a vector the references disagree with) as a
//! [`LoadError`] naming the file, the line and the case, and keeps every case
//! that did load, so one bad file never hides the others' results.
//!
//! Schema: `schema.rs` (raw serde forms); loading: `load.rs`; the check
//! against the references: `check.rs`.

mod error;
mod load;
mod schema;
mod source;
#[cfg(test)]
mod tests;
mod verify;

pub use error::{invalid_utf8, line_of, read_text, utf8_text, LoadError};
pub use load::{load_dir, load_file, load_str, NO_CASE};
pub use source::{builtin_expectation_texts, VectorSource, BUILTIN_PREFIX};

use showdown_evaluators::card::{format_cards, Card, ParseErrorKind};
use showdown_evaluators::category::Category;
use std::path::{Path, PathBuf};

/// Every case that loaded, and every problem met on the way.
#[derive(Debug, Default)]
pub struct Suite {
    /// Cases in file order (files sorted by name), then line order.
    pub cases: Vec<Case>,
    /// The vector files read, sorted (including ones that failed to load).
    pub files: Vec<PathBuf>,
    /// Every load problem, in file then line order.
    pub errors: Vec<LoadError>,
    /// Ids of cases that were named but failed to load: expectations that
    /// name them are not stale, the case is broken.
    pub broken: Vec<String>,
    /// Stems of files that could not be parsed at all (a TOML syntax
    /// error): expectations naming their cases are not stale either.
    pub unreadable: Vec<String>,
}

impl Suite {
    /// The case with this id.
    pub fn case(&self, id: &str) -> Option<&Case> {
        self.cases.iter().find(|c| c.id == id)
    }

    /// Whether a case id belongs to a case that failed to load (on its own,
    /// or with its whole file).
    pub fn is_broken(&self, id: &str) -> bool {
        self.broken.iter().any(|b| b == id)
            || id
                .split_once('/')
                .is_some_and(|(stem, _)| self.unreadable.iter().any(|u| u == stem))
    }

    /// The vector file stems, sorted.
    pub fn file_stems(&self) -> Vec<String> {
        self.files.iter().map(|p| file_stem(p)).collect()
    }
}

/// The stem used in case ids: `vectors/pitfalls.toml` → `pitfalls`.
pub fn file_stem(path: &Path) -> String {
    path.file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// One checked case.
#[derive(Clone, Debug)]
pub struct Case {
    /// `<file stem>/<name>`.
    pub id: String,
    /// The file stem (`pitfalls`).
    pub file: String,
    /// The file as given to the loader.
    pub path: PathBuf,
    /// 1-based line where the case starts.
    pub line: usize,
    /// The rule the case checks, in one sentence.
    pub why: String,
    /// Free-form labels (`pitfall`, `seven-cards`).
    pub tags: Vec<String>,
    /// The public report the case reproduces (`owner/repo#N`), if any.
    pub source: Option<String>,
    /// The game whose rules the case follows (the file's `game`, default
    /// hold'em).
    pub game: &'static showdown_evaluators::game::Game,
    /// What the case asks, by kind.
    pub body: CaseBody,
}

/// What a case asks, by kind.
#[derive(Clone, Debug)]
pub enum CaseBody {
    /// `[[hand]]`: a hand's category, and how it compares with other hands.
    Hand(HandCase),
    /// `[[order]]`: hands of one size in ascending order, ties grouped.
    Order(OrderCase),
    /// `[[showdown]]`: a board, the players' hole cards, and who wins.
    Showdown(ShowdownCase),
    /// `[[reject]]`: input the hand parser must refuse.
    Reject(RejectCase),
    /// `[[defined]]`: a hand whose answer is shown, never judged.
    Defined(DefinedCase),
}

/// One hand, its category, and optionally hands it beats, ties, loses to.
#[derive(Clone, Debug)]
pub struct HandCase {
    /// The hand, joined as evaluators get it (in a game with hole cards, the
    /// hole cards first).
    pub cards: Vec<Card>,
    /// Its category (checked against the references when the file loads).
    pub category: Category,
    /// The five cards that make the hand (all of them below five), if the case
    /// names them: checked against the references when the file loads, never
    /// asked of evaluators.
    pub best: Option<Vec<Card>>,
    /// In a hi-lo game, the low the hand makes (checked against the
    /// references when the file loads); `None` in other games.
    pub low: Option<ExpectedLow>,
    /// Hands it beats (judged only on evaluators that give a strength; in a
    /// hi-lo game, by the high half).
    pub beats: Vec<Vec<Card>>,
    /// Hands it ties with (judged the same way).
    pub ties: Vec<Vec<Card>>,
    /// Hands it loses to (judged the same way).
    pub loses_to: Vec<Vec<Card>>,
}

/// The low a hi-lo vector expects.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExpectedLow {
    /// No five cards make a qualifying low.
    NoLow,
    /// This low: its five ranks, highest first.
    Ranks([showdown_evaluators::card::Rank; 5]),
}

impl ExpectedLow {
    /// Reads `no-low` or five ranks joined by `-`, highest first
    /// (`8-6-4-2-A`; the ace written `A`).
    pub fn parse(s: &str) -> Result<ExpectedLow, String> {
        use showdown_evaluators::card::Rank;
        if s == "no-low" {
            return Ok(ExpectedLow::NoLow);
        }
        let bad = || {
            format!(
                "`{s}` is not a low: write `no-low` or five ranks highest first, joined by `-` \
                 (`8-6-4-2-A`)"
            )
        };
        let ranks: Vec<Rank> = s
            .split('-')
            .map(|t| {
                let mut chars = t.chars();
                match (chars.next(), chars.next()) {
                    (Some(c), None) => Rank::ALL
                        .into_iter()
                        .find(|r| r.symbol() == c)
                        .ok_or_else(bad),
                    _ => Err(bad()),
                }
            })
            .collect::<Result<_, _>>()?;
        let ranks: [Rank; 5] = ranks.try_into().map_err(|_| bad())?;
        Ok(ExpectedLow::Ranks(ranks))
    }

    /// `no-low` or `8-6-4-2-A`.
    pub fn text(&self) -> String {
        match self {
            ExpectedLow::NoLow => "no-low".into(),
            ExpectedLow::Ranks(r) => showdown_evaluators::games::hi_lo::low_text(r),
        }
    }
}

/// Hands of one size, weakest first; each inner list is a group of ties.
#[derive(Clone, Debug)]
pub struct OrderCase {
    /// The groups of tied hands, the weakest group first.
    pub groups: Vec<Vec<Vec<Card>>>,
}

/// A board and each player's two hole cards; `winners` are player indices.
#[derive(Clone, Debug)]
pub struct ShowdownCase {
    /// The board.
    pub board: Vec<Card>,
    /// Each player's hole cards.
    pub players: Vec<Vec<Card>>,
    /// Who wins (several: a split pot; in a hi-lo game, everyone with a
    /// share of the pot).
    pub winners: Vec<usize>,
    /// In a hi-lo game, each player's share of the pot (checked against the
    /// references when the file loads); `None` in other games.
    pub shares: Option<Vec<showdown_evaluators::games::hi_lo::Share>>,
    /// Whether a seat's cards are the hole cards then the board (games
    /// with hole cards) rather than the board then the hole cards.
    pub hole_first: bool,
}

impl ShowdownCase {
    /// Player `i`'s cards as evaluators get them: the board, then the hole
    /// cards (in a game with hole cards, joined the other way round: hole
    /// cards first, marked by
    /// [`omaha::join`](showdown_evaluators::games::omaha::join)).
    pub fn seat(&self, i: usize) -> Vec<Card> {
        if self.hole_first {
            return showdown_evaluators::games::omaha::join(&self.players[i], &self.board);
        }
        let mut cards = self.board.clone();
        cards.extend_from_slice(&self.players[i]);
        cards
    }
}

/// Input the parser must refuse with this error kind.
#[derive(Clone, Debug)]
pub struct RejectCase {
    /// The text given to the parser, exactly as written.
    pub input: String,
    /// The error kind the parser must give.
    pub error: ParseErrorKind,
}

/// A hand whose answer is implementation-defined (shown, never failed).
#[derive(Clone, Debug)]
pub struct DefinedCase {
    /// The hand, joined as evaluators get it.
    pub cards: Vec<Card>,
}

impl Case {
    /// `hand`, `order`, `showdown`, `reject` or `defined`.
    pub fn kind(&self) -> &'static str {
        match self.body {
            CaseBody::Hand(_) => "hand",
            CaseBody::Order(_) => "order",
            CaseBody::Showdown(_) => "showdown",
            CaseBody::Reject(_) => "reject",
            CaseBody::Defined(_) => "defined",
        }
    }

    /// The input in one line, for reports: the cards, an ordered list, a table.
    pub fn input_text(&self) -> String {
        match &self.body {
            CaseBody::Hand(h) => format_cards(&h.cards),
            CaseBody::Defined(d) => format_cards(&d.cards),
            CaseBody::Order(o) => o
                .groups
                .iter()
                .map(|g| {
                    g.iter()
                        .map(|h| format_cards(h))
                        .collect::<Vec<_>>()
                        .join(" = ")
                })
                .collect::<Vec<_>>()
                .join(" < "),
            CaseBody::Showdown(s) => {
                let players: Vec<String> = s
                    .players
                    .iter()
                    .enumerate()
                    .map(|(i, p)| format!("p{i}: {}", format_cards(p)))
                    .collect();
                format!("board {} | {}", format_cards(&s.board), players.join(", "))
            }
            CaseBody::Reject(r) => format!("{:?}", r.input),
        }
    }

    /// The expected answer in one line, for reports.
    pub fn expected_text(&self) -> String {
        match &self.body {
            CaseBody::Hand(h) => {
                let mut s = h.category.token().to_string();
                if let Some(low) = &h.low {
                    s += &format!(" / {}", low.text());
                }
                let rel = |word: &str, hands: &[Vec<Card>]| {
                    hands
                        .iter()
                        .map(|o| format!("; {word} {}", format_cards(o)))
                        .collect::<String>()
                };
                s += &rel("beats", &h.beats);
                s += &rel("ties", &h.ties);
                s += &rel("loses to", &h.loses_to);
                s
            }
            CaseBody::Order(_) => "this order, with these ties".to_string(),
            CaseBody::Showdown(s) => match &s.shares {
                Some(shares) => shares_text(shares),
                None => winners_text(&s.winners),
            },
            CaseBody::Reject(r) => format!("error {}", r.error.token()),
            CaseBody::Defined(_) => "(implementation-defined)".to_string(),
        }
    }

    /// Every hand the case gives an evaluator, in the evaluator's card order.
    pub fn hands(&self) -> Vec<Vec<Card>> {
        match &self.body {
            CaseBody::Hand(h) => std::iter::once(h.cards.clone())
                .chain(h.beats.iter().cloned())
                .chain(h.ties.iter().cloned())
                .chain(h.loses_to.iter().cloned())
                .collect(),
            CaseBody::Defined(d) => vec![d.cards.clone()],
            CaseBody::Order(o) => o.groups.iter().flatten().cloned().collect(),
            CaseBody::Showdown(s) => (0..s.players.len()).map(|i| s.seat(i)).collect(),
            CaseBody::Reject(_) => vec![],
        }
    }
}

/// `shares 1/2, 1/4, 1/4` (player 0 first).
pub fn shares_text(shares: &[showdown_evaluators::games::hi_lo::Share]) -> String {
    let s: Vec<String> = shares.iter().map(|x| x.to_string()).collect();
    format!("shares {}", s.join(", "))
}

/// `player 0 wins` / `players 0 and 1 split`.
pub fn winners_text(w: &[usize]) -> String {
    match w {
        [one] => format!("player {one} wins"),
        _ => {
            let s: Vec<String> = w.iter().map(|i| i.to_string()).collect();
            format!("players {} split", s.join(" and "))
        }
    }
}
