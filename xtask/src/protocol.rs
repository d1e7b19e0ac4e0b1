//! `cargo xtask protocol`: the line protocol as data. `protocol/protocol.json`
//! (with its JSON Schema, `protocol/protocol.schema.json`) is written from
//! the Rust tables: every game of `Game::all()` (its deck, card counts,
//! layout, which five cards play, whether the answer is high, low or both),
//! the categories of `Category::ALL` with their tokens, the card characters
//! of `Rank` and `Suit`, and the answer grammar with its limits
//! (`Strength::CAPACITY` components of signed 64-bit integers).
//!
//! The packages take their tables from a copy of the file shipped inside
//! each (the Python wheel's `showdown/protocol.json`, the npm package's
//! `lib/protocol.json`, the census adapters' `third-party/common/`, and the
//! Go module's `go/` when that folder exists), and docs/protocol.md's games
//! and categories tables are rendered from the same data between marker
//! comments, as are the `Category` and `Game` types of `js/index.d.ts`.
//! Without `--write` the task fails naming every stale file; the xtask test
//! `protocol_current` does the same.

pub mod json;
pub mod schema;

use json::{int, ints, obj, s, strs, Json};
use showdown_evaluators::card::{format_cards, parse_cards, Card, Rank, Suit};
use showdown_evaluators::category::Category;
use showdown_evaluators::domain::Domain;
use showdown_evaluators::evaluator::Strength;
use showdown_evaluators::game::{Game, Layout, Ranking, Selection};
use showdown_evaluators::games::reference_for;
use showdown_harness::protocol::format_result;
use std::path::Path;
use std::process::ExitCode;

/// The command that brings every generated file up to date.
pub const REGENERATE: &str = "cargo xtask protocol --write";

/// The protocol's version (docs/protocol.md, "This page is version 1").
pub const VERSION: i64 = 1;

/// The canonical file, and its schema beside it.
pub const PROTOCOL_JSON: &str = "protocol/protocol.json";
/// The JSON Schema of [`PROTOCOL_JSON`].
pub const SCHEMA_JSON: &str = "protocol/protocol.schema.json";

/// The copies of [`PROTOCOL_JSON`] shipped inside the packages, each the
/// same bytes: (the folder that must exist, the copy). A folder that does
/// not exist gets no copy (the Go module's, until it is made).
pub const COPIES: &[(&str, &str)] = &[
    ("python/showdown", "python/showdown/protocol.json"),
    ("js/lib", "js/lib/protocol.json"),
    ("third-party/common", "third-party/common/protocol.json"),
    ("go", "go/protocol.json"),
];

/// The documents with generated blocks: (file, block name). A block runs
/// from a line holding `<protocol:NAME>` to one holding `</protocol:NAME>`.
pub const BLOCKS: &[(&str, &str)] = &[
    ("docs/protocol.md", "games"),
    ("docs/protocol.md", "categories"),
    ("js/index.d.ts", "types"),
];

/// The answer lines of the protocol, `<category>` standing for a category
/// token (or an alias), `<strength>` for a strength, `<text>` for any text
/// on the line (harness/src/protocol.rs reads them; the test
/// `protocol_current` parses each).
pub const ANSWER_FORMS: &[&str] = &[
    "<category>",
    "<category> <strength>",
    "order <strength>",
    "error <text>",
    "skip <text>",
];

/// The low half of a hi-lo answer, after [`LOW_HALF_SEPARATOR`].
pub const LOW_HALF_FORMS: &[&str] = &["low", "low <strength>", "no-low"];
/// What joins a hi-lo answer's high and low halves.
pub const LOW_HALF_SEPARATOR: &str = " / ";
/// What separates the cards of a request.
pub const CARD_SEPARATOR: &str = " ";
/// What separates the hole cards from the board in a request.
pub const HOLE_BOARD_SEPARATOR: &str = " | ";
/// What joins a strength's components.
pub const STRENGTH_SEPARATOR: &str = ".";

/// Other names a response may give a category (`Category::from_token`
/// reads them).
pub const CATEGORY_ALIASES: &[&str] = &["royal-flush"];

/// The tokens of a game's layout, [`layout_token`]'s values.
pub const LAYOUTS: &[&str] = &["cards", "hole-and-board"];
/// The tokens of a game's answer, [`answer_token`]'s values.
pub const ANSWERS: &[&str] = &["high", "low", "high-low", "low-only"];
/// Which five-card hand wins, [`wins_token`]'s values.
pub const WINS: &[&str] = &["higher", "lower"];
/// [`Selection::BestFiveOfAny`] as a token.
pub const BEST_FIVE_OF_ANY: &str = "best-five-of-any";
/// [`Selection::LargestBadugi`] as a token.
pub const LARGEST_BADUGI: &str = "largest-badugi";
/// The lines of a low alone (badugi's answer, `low-only`): no category.
pub const LOW_ONLY_FORMS: &[&str] = &["low <strength>", "low"];

/// The cards a game's example is dealt from, in order, those of its deck.
const EXAMPLE_CARDS: &str = "As Kd 7h 7c 9s Td 8c 3h 2s 4d";

/// `cargo xtask protocol [--write]`.
#[derive(clap::Args, Debug)]
pub struct ProtocolArgs {
    /// Write the files instead of checking them.
    #[arg(long)]
    pub write: bool,
}

/// How a game's cards are sent.
pub fn layout_token(layout: Layout) -> &'static str {
    match layout {
        Layout::Cards => LAYOUTS[0],
        Layout::HoleAndBoard { .. } => LAYOUTS[1],
    }
}

/// Whether a game's answer is a high hand, a low hand, or both halves.
pub fn answer_token(game: &Game) -> Result<&'static str, String> {
    match (game.ranking, game.low_half) {
        (Ranking::Badugi, None) => Ok(ANSWERS[3]),
        (Ranking::High, None) => Ok(ANSWERS[0]),
        (Ranking::High, Some(_)) => Ok(ANSWERS[2]),
        (_, None) => Ok(ANSWERS[1]),
        (_, Some(_)) => Err(format!(
            "{}: a lowball game with a low half has no answer form in the protocol",
            game.id
        )),
    }
}

/// Which of two five-card hands wins: the higher (high poker) or the lower
/// (lowball); for a hi-lo game, of its high half.
pub fn wins_token(game: &Game) -> &'static str {
    match game.ranking {
        Ranking::High => WINS[0],
        Ranking::AceToFiveLow
        | Ranking::DeuceToSevenLow
        | Ranking::AceToSixLow
        | Ranking::Badugi => WINS[1],
    }
}

fn rank_text(rank: Rank) -> String {
    rank.symbol().to_string()
}

fn counts(domain: Domain) -> Vec<usize> {
    domain.counts().collect()
}

/// A deal of `game` and the reference's answer to it: the first cards of
/// [`EXAMPLE_CARDS`] in the game's deck, its smallest hand of five or more
/// cards (for a game with hole cards, the fewest hole and board cards).
pub fn example(game: &'static Game) -> Result<(String, String), String> {
    let deck = game.deck();
    let cards: Vec<Card> = parse_cards(EXAMPLE_CARDS)
        .map_err(|e| e.to_string())?
        .into_iter()
        .filter(|c| deck.contains(c))
        .collect();
    let none = || format!("{}: no example deal from {EXAMPLE_CARDS}", game.id);
    let reference = reference_for(game);
    let (request, result) = match game.layout {
        Layout::Cards => {
            let n = game
                .cards
                .counts()
                .find(|&n| n >= 5)
                .or(game.cards.counts().last())
                .ok_or_else(none)?;
            let hand = cards.get(..n).ok_or_else(none)?;
            (format_cards(hand), reference.evaluate(hand))
        }
        Layout::HoleAndBoard { hole, board } => {
            let h = hole.counts().next().ok_or_else(none)?;
            let b = board.counts().next().ok_or_else(none)?;
            let (hole, board) = (cards.get(..h).ok_or_else(none)?, cards.get(h..h + b));
            let board = board.ok_or_else(none)?;
            let request = format!(
                "{}{HOLE_BOARD_SEPARATOR}{}",
                format_cards(hole),
                format_cards(board)
            );
            (request, reference.evaluate_deal(hole, board))
        }
    };
    if result.is_err() {
        return Err(format!(
            "{}: the reference refuses its example {request}: {}",
            game.id,
            format_result(&result)
        ));
    }
    Ok((request, format_result(&result)))
}

fn game_json(game: &'static Game) -> Result<Json, String> {
    let (hole, board) = match game.layout {
        Layout::Cards => (Json::Null, Json::Null),
        Layout::HoleAndBoard { hole, board } => (ints(counts(hole)), ints(counts(board))),
    };
    let plays = match game.selection {
        Selection::BestFiveOfAny => s(BEST_FIVE_OF_ANY),
        Selection::LargestBadugi => s(LARGEST_BADUGI),
        Selection::Exactly { hole, board } => obj([("hole", int(hole)), ("board", int(board))]),
    };
    let low_half = match game.low_half {
        None => Json::Null,
        Some(low) => obj([("highest_rank", s(rank_text(low.highest)))]),
    };
    let (request, answer) = example(game)?;
    Ok(obj([
        ("id", s(game.id)),
        ("name", s(game.name)),
        ("name_ja", s(game.name_ja)),
        (
            "deck",
            obj([
                ("lowest_rank", s(rank_text(game.lowest_rank))),
                ("size", int(game.deck_size())),
            ]),
        ),
        ("cards", ints(counts(game.cards))),
        ("layout", s(layout_token(game.layout))),
        ("hole", hole),
        ("board", board),
        ("plays", plays),
        ("answer", s(answer_token(game)?)),
        ("wins", s(wins_token(game))),
        (
            "categories",
            strs(game.categories.iter().map(|c| c.token())),
        ),
        ("low_half", low_half),
        (
            "example",
            obj([("request", s(request)), ("answer", s(answer))]),
        ),
    ]))
}

/// The protocol as data: the value of [`PROTOCOL_JSON`].
pub fn protocol() -> Result<Json, String> {
    let games = Game::all().map(game_json).collect::<Result<Vec<_>, _>>()?;
    let mut aliases = Vec::new();
    for alias in CATEGORY_ALIASES {
        let means = Category::from_token(alias)
            .filter(|c| c.token() != *alias)
            .ok_or_else(|| format!("`{alias}` is no alias of a category (Category::from_token)"))?;
        aliases.push(obj([("token", s(*alias)), ("means", s(means.token()))]));
    }
    Ok(obj([
        ("$schema", s("./protocol.schema.json")),
        ("protocol", s("showdown")),
        ("version", Json::Int(VERSION)),
        (
            "about",
            s(format!(
                "showdown's line protocol as data (docs/protocol.md): generated by `{REGENERATE}` \
                 from the Rust tables (evaluators/src/game.rs, category.rs, card.rs); do not edit"
            )),
        ),
        (
            "cards",
            obj([
                ("ranks", strs(Rank::ALL.iter().map(|&r| rank_text(r)))),
                (
                    "suits",
                    strs(Suit::ALL.iter().map(|s| s.letter().to_string())),
                ),
                ("separator", s(CARD_SEPARATOR)),
                ("hole_board_separator", s(HOLE_BOARD_SEPARATOR)),
            ]),
        ),
        (
            "categories",
            Json::Arr(
                Category::ALL
                    .iter()
                    .map(|c| {
                        obj([
                            ("token", s(c.token())),
                            ("name", s(c.name())),
                            ("name_ja", s(c.name_ja())),
                        ])
                    })
                    .collect(),
            ),
        ),
        ("category_aliases", Json::Arr(aliases)),
        ("games", Json::Arr(games)),
        (
            "answer",
            obj([
                ("forms", strs(ANSWER_FORMS.iter().copied())),
                (
                    "low_half",
                    obj([
                        ("separator", s(LOW_HALF_SEPARATOR)),
                        ("forms", strs(LOW_HALF_FORMS.iter().copied())),
                    ]),
                ),
                ("low_only_forms", strs(LOW_ONLY_FORMS.iter().copied())),
                (
                    "strength",
                    obj([
                        ("separator", s(STRENGTH_SEPARATOR)),
                        ("max_components", int(Strength::CAPACITY)),
                        ("component", s("signed 64-bit integer")),
                        ("min", s(i64::MIN.to_string())),
                        ("max", s(i64::MAX.to_string())),
                        ("better", s("higher")),
                    ]),
                ),
            ]),
        ),
    ]))
}

// --- docs/protocol.md and js/index.d.ts ------------------------------------

fn dash_counts(domain: Domain) -> String {
    let all = counts(domain);
    let contiguous = all.windows(2).all(|w| w[1] == w[0] + 1);
    match (all.first(), all.last()) {
        (Some(lo), Some(hi)) if contiguous && lo != hi => format!("{lo}–{hi}"),
        _ => domain.to_string(),
    }
}

/// The games table of docs/protocol.md.
pub fn games_table() -> Result<String, String> {
    let mut out = String::from(
        "| `--game` | game | deck | cards | a request | the five that play | answer | best hand | \
         categories, weakest first (indexes) |\n\
         | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n",
    );
    for game in Game::all() {
        let request = match game.layout {
            Layout::Cards => "the cards".to_string(),
            Layout::HoleAndBoard { hole, board } => format!(
                "`HOLE \\| BOARD`, {} + {}",
                dash_counts(hole),
                dash_counts(board)
            ),
        };
        let plays = match game.selection {
            Selection::BestFiveOfAny => "any five".to_string(),
            Selection::LargestBadugi => "the largest badugi".to_string(),
            Selection::Exactly { hole, board } => format!("{hole} hole + {board} board"),
        };
        let answer = match game.low_half {
            None => answer_token(game)?.to_string(),
            Some(low) => format!(
                "{}: low {} or better",
                answer_token(game)?,
                low.highest.name()
            ),
        };
        let order: Vec<String> = game
            .categories
            .iter()
            .map(|c| c.index().to_string())
            .collect();
        out.push_str(&format!(
            "| `{}` | {} | {} ({} to A) | {} | {} | {} | {} | {} | {} |\n",
            game.id,
            game.name,
            game.deck_size(),
            game.lowest_rank.symbol(),
            dash_counts(game.cards),
            request,
            plays,
            answer,
            wins_token(game),
            order.join(" "),
        ));
    }
    Ok(out)
}

/// The categories table of docs/protocol.md.
pub fn categories_table() -> String {
    let mut out = String::from("| index | token | category |\n| --- | --- | --- |\n");
    for c in Category::ALL {
        out.push_str(&format!(
            "| {} | `{}` | {} |\n",
            c.index(),
            c.token(),
            c.name()
        ));
    }
    out
}

/// The `Category` and `Game` types of js/index.d.ts.
pub fn typescript_types() -> String {
    let categories: Vec<String> = Category::ALL
        .iter()
        .map(|c| c.token().to_string())
        .collect();
    let games: Vec<String> = Game::all().map(|g| g.id.to_string()).collect();
    format!(
        "/** The nine category tokens, weakest first (protocol.json's `categories`). */\n\
         export type Category =\n  {};\n\n\
         /** The games showdown checks (protocol.json's `games`). */\n\
         export type Game =\n  {};\n",
        union_lines(&categories),
        union_lines(&games)
    )
}

/// A TypeScript union of string literals, `| 'a' | 'b'`, in lines of at
/// most 100 columns (after the two-space indent).
fn union_lines(items: &[String]) -> String {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for item in items {
        let word = format!("'{item}'");
        if !line.is_empty() && line.len() + word.len() + 3 > 96 {
            lines.push(std::mem::take(&mut line));
        }
        line.push_str(if line.is_empty() { "| " } else { " | " });
        line.push_str(&word);
    }
    lines.push(line);
    lines.join("\n  ")
}

fn block_text(name: &str) -> Result<String, String> {
    match name {
        "games" => games_table(),
        "categories" => Ok(categories_table()),
        "types" => Ok(typescript_types()),
        other => Err(format!("no generated block `{other}`")),
    }
}

/// `text` with the block `name` (between the lines holding `<protocol:NAME>`
/// and `</protocol:NAME>`) replaced by `body`.
pub fn replace_block(file: &str, text: &str, name: &str, body: &str) -> Result<String, String> {
    let (open, close) = (format!("<protocol:{name}>"), format!("</protocol:{name}>"));
    let missing = |marker: &str| {
        format!("{file}: no line holding `{marker}` (the generated block `{name}` goes between `{open}` and `{close}`)")
    };
    let start = text.find(&open).ok_or_else(|| missing(&open))?;
    let start = start + text[start..].find('\n').ok_or_else(|| missing(&open))? + 1;
    let end = start + text[start..].find(&close).ok_or_else(|| missing(&close))?;
    let end = text[..end]
        .rfind('\n')
        .map_or(start, |i| (i + 1).max(start));
    Ok(format!("{}{}{}", &text[..start], body, &text[end..]))
}

// --- the files -------------------------------------------------------------

/// Every generated file under `root` as it should be: (path relative to the
/// root, text).
pub fn generated_files(root: &Path) -> Result<Vec<(String, String)>, String> {
    let text = protocol()?.to_text();
    let mut files = vec![
        (PROTOCOL_JSON.to_string(), text.clone()),
        (SCHEMA_JSON.to_string(), schema::schema().to_text()),
    ];
    for (folder, copy) in COPIES {
        if root.join(folder).is_dir() {
            files.push((copy.to_string(), text.clone()));
        }
    }
    let mut documents: Vec<(String, String)> = Vec::new();
    for (file, name) in BLOCKS {
        let at = match documents.iter().position(|(f, _)| f == file) {
            Some(i) => i,
            None => {
                let path = root.join(file);
                let current = std::fs::read_to_string(&path)
                    .map_err(|e| format!("{}: {e}", path.display()))?;
                documents.push((file.to_string(), current));
                documents.len() - 1
            }
        };
        let body = block_text(name)?;
        documents[at].1 = replace_block(file, &documents[at].1, name, &body)?;
    }
    files.extend(documents);
    Ok(files)
}

/// The generated files under `root` that differ from what the code makes now.
pub fn stale_files_in(root: &Path) -> Result<Vec<String>, String> {
    let mut stale = Vec::new();
    for (path, text) in generated_files(root)? {
        if std::fs::read_to_string(root.join(&path)).ok().as_deref() != Some(text.as_str()) {
            stale.push(path);
        }
    }
    Ok(stale)
}

/// `cargo xtask protocol [--write]`.
pub fn run(args: ProtocolArgs) -> Result<ExitCode, String> {
    let root = crate::gallery::doc_comment::workspace_root();
    if args.write {
        for (path, text) in generated_files(&root)? {
            let file = root.join(&path);
            if std::fs::read_to_string(&file).ok().as_deref() == Some(text.as_str()) {
                continue;
            }
            if let Some(dir) = file.parent() {
                std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
            }
            std::fs::write(&file, text).map_err(|e| format!("{}: {e}", file.display()))?;
            println!("wrote {path}");
        }
        return Ok(ExitCode::SUCCESS);
    }
    let stale = stale_files_in(&root)?;
    if stale.is_empty() {
        println!("the protocol files are current");
        return Ok(ExitCode::SUCCESS);
    }
    for path in &stale {
        eprintln!("{path}: not current");
    }
    eprintln!("regenerate with: {REGENERATE}");
    Ok(ExitCode::FAILURE)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_block_is_replaced_between_its_markers_only() {
        let text = "a\n<!-- <protocol:x> -->\nold\nlines\n<!-- </protocol:x> -->\nb\n";
        let new = replace_block("f", text, "x", "new\n").unwrap();
        assert_eq!(
            new,
            "a\n<!-- <protocol:x> -->\nnew\n<!-- </protocol:x> -->\nb\n"
        );
        assert_eq!(replace_block("f", &new, "x", "new\n").unwrap(), new);
        let e = replace_block("f.md", "a\n", "x", "").unwrap_err();
        assert!(e.contains("f.md") && e.contains("<protocol:x>"), "{e}");
    }

    #[test]
    fn a_game_answers_as_its_ranking_says() {
        use showdown_evaluators::game::{ACE_TO_FIVE, HOLDEM, OMAHA_HI_LO};
        assert_eq!(answer_token(&HOLDEM), Ok("high"));
        assert_eq!(answer_token(&ACE_TO_FIVE), Ok("low"));
        assert_eq!(answer_token(&OMAHA_HI_LO), Ok("high-low"));
        assert_eq!(wins_token(&ACE_TO_FIVE), "lower");
        assert_eq!(wins_token(&OMAHA_HI_LO), "higher");
    }

    #[test]
    fn every_game_has_an_example_of_its_own_deck() {
        for game in Game::all() {
            let (request, _) = example(game).unwrap();
            let cards = parse_cards(&request.replace('|', " ")).unwrap();
            assert!(
                cards.iter().all(|c| game.deck().contains(c)),
                "{game}: {request}"
            );
            assert_eq!(
                request.contains('|'),
                game.has_hole_cards(),
                "{game}: {request}"
            );
        }
    }
}
