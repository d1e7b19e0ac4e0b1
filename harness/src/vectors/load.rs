//! Reading vector files: TOML → raw schema → checked [`Case`]s, collecting
//! every problem with its file, line and case instead of stopping.

use super::check::{Oracle, Oracles};
use super::error::{line_of, LoadError};
use super::schema::{
    RawDefined, RawHand, RawOrder, RawReject, RawRung, RawShowdown, TOP_LEVEL_KEYS,
};
use super::{
    file_stem, Case, CaseBody, DefinedCase, ExpectedLow, HandCase, OrderCase, RejectCase,
    ShowdownCase, Suite,
};
use serde::de::DeserializeOwned;
use showdown_evaluators::card::{parse_cards, parse_hand, Card, ParseErrorKind};
use showdown_evaluators::category::Category;
use showdown_evaluators::game::Game;
use showdown_evaluators::games::hi_lo::Share;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use toml::de::{DeTable, DeValue, ValueDeserializer};
use toml::Spanned;

/// Loads every `*.toml` file directly inside `dir` (not its sub-directories,
/// so `vectors/expectations/` is left alone), in file-name order.
pub fn load_dir(dir: &Path) -> Suite {
    let mut suite = Suite::default();
    let mut files: Vec<PathBuf> = match std::fs::read_dir(dir) {
        Ok(entries) => entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "toml"))
            .collect(),
        Err(e) => {
            suite.errors.push(LoadError::new(
                dir,
                0,
                None,
                format!("cannot read the vector directory: {e}"),
            ));
            return suite;
        }
    };
    files.sort();
    if files.is_empty() {
        suite.errors.push(LoadError::new(
            dir,
            0,
            None,
            "no vector files (*.toml) in this directory",
        ));
    }
    let oracles = Oracles::new();
    for f in files {
        load_file_with(&f, &oracles, &mut suite);
    }
    suite
}

/// Loads one file into `suite`.
pub fn load_file(path: &Path, suite: &mut Suite) {
    load_file_with(path, &Oracles::new(), suite)
}

fn load_file_with(path: &Path, oracles: &Oracles, suite: &mut Suite) {
    match std::fs::read_to_string(path) {
        Ok(src) => load_with(path, &src, oracles, suite),
        Err(e) => {
            suite.files.push(path.to_path_buf());
            suite
                .errors
                .push(LoadError::new(path, 0, None, format!("cannot read: {e}")));
        }
    }
}

/// Loads vector text as if read from `path` (whose stem prefixes the ids).
pub fn load_str(path: &Path, src: &str, suite: &mut Suite) {
    load_with(path, src, &Oracles::new(), suite)
}

pub(super) fn load_with(path: &Path, src: &str, oracles: &Oracles, suite: &mut Suite) {
    suite.files.push(path.to_path_buf());
    let mut file = FileLoader {
        path,
        src,
        stem: file_stem(path),
        oracles,
        oracle: oracles.get(Game::default_game()),
        cases: Vec::new(),
        errors: Vec::new(),
        broken: Vec::new(),
        unreadable: false,
        game: Game::default_game(),
        names: HashMap::new(),
    };
    file.load();
    if file.unreadable {
        suite.unreadable.push(file.stem.clone());
    }
    file.cases.sort_by_key(|c| c.line);
    file.errors.sort_by_key(|e| e.line);
    suite.cases.append(&mut file.cases);
    suite.errors.append(&mut file.errors);
    suite.broken.append(&mut file.broken);
}

/// The state of loading one file.
struct FileLoader<'a> {
    path: &'a Path,
    src: &'a str,
    stem: String,
    oracles: &'a Oracles,
    /// The oracle of the file's game.
    oracle: &'a Oracle,
    cases: Vec<Case>,
    errors: Vec<LoadError>,
    broken: Vec<String>,
    /// Whether the whole file failed to parse.
    unreadable: bool,
    /// The file's game (`game = "…"`, default hold'em).
    game: &'static Game,
    /// Names seen so far, with the line of their case.
    names: HashMap<String, usize>,
}

/// A problem inside one case: where (byte offset) and what.
struct At {
    offset: usize,
    message: String,
}

fn at<T>(s: &Spanned<T>, message: impl Into<String>) -> At {
    At {
        offset: s.span().start,
        message: message.into(),
    }
}

impl FileLoader<'_> {
    fn error(&mut self, offset: usize, case: Option<&str>, message: impl Into<String>) {
        let line = line_of(self.src, offset);
        self.errors
            .push(LoadError::new(self.path, line, case, message));
    }

    fn load(&mut self) {
        let doc = match DeTable::parse(self.src) {
            Ok(doc) => doc,
            Err(e) => {
                let offset = e.span().map_or(0, |s| s.start);
                let message = format!(
                    "not valid TOML: {} (none of this file's cases could be read)",
                    e.message().trim()
                );
                self.error(offset, None, message);
                self.unreadable = true;
                return;
            }
        };
        if let Some(g) = doc.get_ref().get("game") {
            match g.get_ref().as_str().map(Game::by_id) {
                Some(Some(game)) => {
                    self.game = game;
                    self.oracle = self.oracles.get(game);
                }
                _ => {
                    self.error(
                        g.span().start,
                        None,
                        format!(
                            "`game` must be one of {} (none of this file's cases were read)",
                            Game::ids().join(", ")
                        ),
                    );
                    self.unreadable = true;
                    return;
                }
            }
        }
        for (key, value) in doc.get_ref().iter() {
            let k: &str = key.get_ref();
            match k {
                "description" => {
                    if !value.get_ref().is_str() {
                        self.error(value.span().start, None, "`description` must be a string");
                    }
                }
                "game" => {}
                "hand" | "order" | "showdown" | "reject" | "defined" => {
                    match value.get_ref().as_array() {
                        Some(items) => {
                            for item in items.iter() {
                                self.load_case(k, item);
                            }
                        }
                        None => self.error(
                            value.span().start,
                            None,
                            format!("`{k}` must be an array of tables, written `[[{k}]]`"),
                        ),
                    }
                }
                other => self.error(
                    key.span().start,
                    None,
                    format!(
                        "unknown top-level key `{other}` (expected one of: {})",
                        TOP_LEVEL_KEYS.join(", ")
                    ),
                ),
            }
        }
    }

    fn load_case(&mut self, kind: &str, item: &Spanned<DeValue<'_>>) {
        let start = item.span().start;
        let line = line_of(self.src, start);
        let Some(table) = item.get_ref().as_table() else {
            self.error(start, None, format!("a `{kind}` entry must be a table"));
            return;
        };
        let name = table
            .get("name")
            .and_then(|n| n.get_ref().as_str())
            .map(str::to_string);
        let Some(name) = name else {
            self.error(
                start,
                None,
                format!("this `{kind}` case has no `name` string"),
            );
            return;
        };
        let id = format!("{}/{}", self.stem, name);
        if !is_kebab(&name) {
            self.error(
                start,
                Some(&id),
                "`name` must be kebab-case (lower-case letters, digits, single hyphens)",
            );
            self.broken.push(id);
            return;
        }
        if let Some(first) = self.names.get(&name) {
            let msg = format!("duplicate name: `{name}` is already used on line {first}");
            self.error(start, Some(&id), msg);
            return;
        }
        self.names.insert(name, line);
        let source = match table.get("source") {
            None => None,
            Some(v) => match v.get_ref().as_str() {
                Some(text) if is_source(text) => Some(text.to_string()),
                _ => {
                    self.error(
                        v.span().start,
                        Some(&id),
                        "`source` must name a public report as `owner/repo#N` (an issue or pull request), or a census finding as `<npm|pypi|crates.io>:<package>@<version>`",
                    );
                    self.broken.push(id);
                    return;
                }
            },
        };
        let built = match kind {
            "hand" => self.raw::<RawHand>(item).and_then(|r| self.hand(r)),
            "order" => self.raw::<RawOrder>(item).and_then(|r| self.order(r)),
            "showdown" => self.raw::<RawShowdown>(item).and_then(|r| self.showdown(r)),
            "reject" => self.raw::<RawReject>(item).and_then(|r| self.reject(r)),
            _ => self.raw::<RawDefined>(item).and_then(|r| self.defined(r)),
        };
        match built {
            Ok((body, why, tags)) => self.cases.push(Case {
                id,
                file: self.stem.clone(),
                path: self.path.to_path_buf(),
                line,
                why,
                tags,
                source,
                game: self.game,
                body,
            }),
            Err(At { offset, message }) => {
                let offset = if offset == usize::MAX { start } else { offset };
                self.error(offset, Some(&id), message);
                self.broken.push(id);
            }
        }
    }

    fn raw<T: DeserializeOwned>(&self, item: &Spanned<DeValue<'_>>) -> Result<T, At> {
        T::deserialize(ValueDeserializer::from(item.clone())).map_err(|e| At {
            offset: e.span().map_or(usize::MAX, |s| s.start),
            message: e.message().trim().to_string(),
        })
    }

    fn cards(&self, field: &str, s: &Spanned<String>) -> Result<Vec<Card>, At> {
        if field == "best" {
            return parse_hand(s.get_ref()).map_err(|e| at(s, format!("`{field}`: {e}")));
        }
        showdown_evaluators::games::parse_joined(self.game, s.get_ref())
            .map_err(|e| at(s, format!("`{field}`: {e}")))
    }

    fn why(&self, why: &Spanned<String>) -> Result<String, At> {
        if why.get_ref().trim().is_empty() {
            return Err(at(why, "`why` is empty: say the rule in one sentence"));
        }
        Ok(why.get_ref().clone())
    }

    fn hand(&self, r: RawHand) -> Result<Built, At> {
        let cards = self.cards("cards", &r.cards)?;
        let category = Category::from_token(r.category.get_ref()).ok_or_else(|| {
            at(
                &r.category,
                format!(
                    "unknown category `{}` (expected one of: {})",
                    r.category.get_ref(),
                    Category::ALL.map(|c| c.token()).join(", ")
                ),
            )
        })?;
        self.oracle
            .check_category(&cards, category)
            .map_err(|m| at(&r.category, m))?;
        let best = match &r.best {
            Some(b) => {
                let five = self.cards("best", b)?;
                self.oracle
                    .check_best(&cards, &five)
                    .map_err(|m| at(b, m))?;
                Some(five)
            }
            None => None,
        };
        let low = match (&r.low, self.game.is_hi_lo()) {
            (None, false) => None,
            (Some(l), false) => {
                return Err(at(
                    l,
                    format!(
                        "`low`: {} has no low half; `low` is for hi-lo games",
                        self.game.id
                    ),
                ))
            }
            (None, true) => {
                return Err(at(
                    &r.category,
                    format!(
                        "a {} hand states its low: add `low = \"no-low\"` or the low's ranks \
                         (`low = \"8-6-4-2-A\"`)",
                        self.game.id
                    ),
                ))
            }
            (Some(l), true) => {
                let want =
                    ExpectedLow::parse(l.get_ref()).map_err(|m| at(l, format!("`low`: {m}")))?;
                self.oracle
                    .check_low(&cards, &want)
                    .map_err(|m| at(l, format!("`low`: {m}")))?;
                Some(want)
            }
        };
        let related = |list: &[Spanned<String>], field: &str, want: std::cmp::Ordering| {
            list.iter()
                .map(|s| {
                    let other = self.cards(field, s)?;
                    self.oracle
                        .check_relation(&cards, &other, want)
                        .map_err(|m| at(s, format!("`{field}`: {m}")))?;
                    Ok(other)
                })
                .collect::<Result<Vec<_>, At>>()
        };
        let beats = related(&r.beats, "beats", std::cmp::Ordering::Greater)?;
        let ties = related(&r.ties, "ties", std::cmp::Ordering::Equal)?;
        let loses_to = related(&r.loses_to, "loses_to", std::cmp::Ordering::Less)?;
        let body = CaseBody::Hand(HandCase {
            cards,
            category,
            best,
            low,
            beats,
            ties,
            loses_to,
        });
        Ok((body, self.why(&r.why)?, r.tags))
    }

    fn order(&self, r: RawOrder) -> Result<Built, At> {
        let mut groups = Vec::new();
        for rung in r.ascending.get_ref() {
            let texts: Vec<&String> = match rung.get_ref() {
                RawRung::One(s) => vec![s],
                RawRung::Tied(v) => v.iter().collect(),
            };
            if texts.is_empty() {
                return Err(at(rung, "`ascending`: an empty group of ties"));
            }
            let group = texts
                .iter()
                .map(|t| {
                    showdown_evaluators::games::parse_joined(self.game, t)
                        .map_err(|e| at(rung, format!("`ascending`: hand `{t}`: {e}")))
                })
                .collect::<Result<Vec<_>, At>>()?;
            groups.push(group);
        }
        self.oracle
            .check_order(&groups)
            .map_err(|m| at(&r.ascending, format!("`ascending`: {m}")))?;
        Ok((
            CaseBody::Order(OrderCase { groups }),
            self.why(&r.why)?,
            r.tags,
        ))
    }

    fn showdown(&self, r: RawShowdown) -> Result<Built, At> {
        let board = if r.board.get_ref().trim().is_empty() {
            Vec::new()
        } else {
            parse_cards(r.board.get_ref()).map_err(|e| at(&r.board, format!("`board`: {e}")))?
        };
        if board.len() > 5 {
            return Err(at(
                &r.board,
                format!("`board`: {} cards; a board has at most 5", board.len()),
            ));
        }
        let mut players = Vec::new();
        let hole_counts = match self.game.layout {
            showdown_evaluators::game::Layout::HoleAndBoard { hole, .. } => hole,
            // Stud: each player's own cards, with no board.
            showdown_evaluators::game::Layout::Cards if self.game.is_hi_lo() => self.game.cards,
            showdown_evaluators::game::Layout::Cards => {
                showdown_evaluators::evaluator::Domain::exactly(2)
            }
        };
        for p in r.players.get_ref() {
            let hole = parse_cards(p.get_ref()).map_err(|e| at(p, format!("`players`: {e}")))?;
            if !hole_counts.contains(hole.len()) {
                return Err(at(
                    p,
                    format!(
                        "`players`: `{}` has {} cards; hole cards in {} are {}",
                        p.get_ref(),
                        hole.len(),
                        self.game.id,
                        hole_counts
                    ),
                ));
            }
            players.push(hole);
        }
        if players.len() < 2 {
            return Err(at(
                &r.players,
                "`players`: a showdown needs at least 2 players",
            ));
        }
        let mut seen = 0u64;
        for c in board.iter().chain(players.iter().flatten()) {
            if seen & 1 << c.index() != 0 {
                return Err(at(
                    &r.players,
                    format!("card {c} is dealt twice on this table"),
                ));
            }
            seen |= 1 << c.index();
        }
        if self.game.is_hi_lo() {
            return self.hi_lo_showdown(&r, board, players);
        }
        if let Some(s) = &r.shares {
            return Err(at(
                s,
                format!(
                    "`shares`: {} pots are not split high and low; give `winners`",
                    self.game.id
                ),
            ));
        }
        let Some(raw_winners) = &r.winners else {
            return Err(at(
                &r.players,
                "`winners` is missing: list who wins the pot",
            ));
        };
        let winners = raw_winners.get_ref().clone();
        if winners.is_empty() || winners.windows(2).any(|w| w[0] >= w[1]) {
            return Err(at(
                raw_winners,
                "`winners`: list player indices ascending, each once, at least one",
            ));
        }
        if let Some(&bad) = winners.iter().find(|&&w| w >= players.len()) {
            return Err(at(
                raw_winners,
                format!(
                    "`winners`: there is no player {bad} (players are 0..{})",
                    players.len() - 1
                ),
            ));
        }
        let case = ShowdownCase {
            board,
            players,
            winners,
            shares: None,
            hole_first: self.game.has_hole_cards(),
        };
        self.oracle
            .check_winners(&case)
            .map_err(|m| at(raw_winners, format!("`winners`: {m}")))?;
        Ok((CaseBody::Showdown(case), self.why(&r.why)?, r.tags))
    }

    /// A showdown of a hi-lo game: `shares`, one per player, instead of
    /// `winners`.
    fn hi_lo_showdown(
        &self,
        r: &RawShowdown,
        board: Vec<Card>,
        players: Vec<Vec<Card>>,
    ) -> Result<Built, At> {
        if let Some(w) = &r.winners {
            return Err(at(
                w,
                format!(
                    "`winners`: a {} pot is split high and low; give each player's `shares` \
                     instead (`shares = [\"1/2\", \"1/2\"]`)",
                    self.game.id
                ),
            ));
        }
        let Some(raw) = &r.shares else {
            return Err(at(
                &r.players,
                format!(
                    "`shares` is missing: a {} showdown gives each player's share of the pot \
                     (`shares = [\"1/2\", \"1/4\", \"1/4\"]`)",
                    self.game.id
                ),
            ));
        };
        let shares = raw
            .get_ref()
            .iter()
            .map(|t| {
                Share::parse(t).ok_or_else(|| {
                    at(
                        raw,
                        format!("`shares`: `{t}` is not a share (`1`, `1/2`, `1/4`, `0`)"),
                    )
                })
            })
            .collect::<Result<Vec<_>, At>>()?;
        if shares.len() != players.len() {
            return Err(at(
                raw,
                format!(
                    "`shares`: {} shares for {} players; give one per player",
                    shares.len(),
                    players.len()
                ),
            ));
        }
        let total = shares.iter().fold(Share::ZERO, |a, &b| a.plus(b));
        if total != Share::new(1, 1) {
            return Err(at(
                raw,
                format!("`shares`: they add up to {total}, not the whole pot (1)"),
            ));
        }
        let winners = (0..shares.len())
            .filter(|&i| shares[i] != Share::ZERO)
            .collect();
        let case = ShowdownCase {
            board,
            players,
            winners,
            shares: Some(shares),
            hole_first: self.game.has_hole_cards(),
        };
        self.oracle
            .check_shares(&case, case.shares.as_deref().unwrap_or_default())
            .map_err(|m| at(raw, format!("`shares`: {m}")))?;
        Ok((CaseBody::Showdown(case), self.why(&r.why)?, r.tags.clone()))
    }

    fn reject(&self, r: RawReject) -> Result<Built, At> {
        let error = ParseErrorKind::from_token(r.error.get_ref()).ok_or_else(|| {
            at(
                &r.error,
                format!(
                    "unknown error kind `{}` (expected one of: empty, unknown-rank, unknown-suit, bad-token, duplicate-card, too-many-cards)",
                    r.error.get_ref()
                ),
            )
        })?;
        match parse_hand(r.input.get_ref()) {
            Ok(cards) => {
                return Err(at(
                    &r.input,
                    format!(
                        "the parser accepts this input ({} cards), so it cannot be a `reject` case",
                        cards.len()
                    ),
                ))
            }
            Err(e) if e.kind != error => {
                return Err(at(
                    &r.error,
                    format!(
                        "the parser rejects the input as `{}` ({e}), not `{}`",
                        e.kind.token(),
                        error.token()
                    ),
                ))
            }
            Err(_) => {}
        }
        let body = CaseBody::Reject(RejectCase {
            input: r.input.get_ref().clone(),
            error,
        });
        Ok((body, self.why(&r.why)?, r.tags))
    }

    fn defined(&self, r: RawDefined) -> Result<Built, At> {
        let cards = self.cards("cards", &r.cards)?;
        Ok((
            CaseBody::Defined(DefinedCase { cards }),
            self.why(&r.why)?,
            r.tags,
        ))
    }
}

/// A case's body, its `why`, its tags.
type Built = (CaseBody, String, Vec<String>);

/// `owner/repo#123`: a GitHub issue or pull request.
/// A public report `owner/repo#N`, or a finding of the census in a
/// published package, `<registry>:<package>@<version>` (registry `npm`,
/// `pypi` or `crates.io`; an npm scope's `@` is allowed).
fn is_source(s: &str) -> bool {
    if let Some((registry, rest)) = s.split_once(':') {
        let Some((package, version)) = rest.rsplit_once('@') else {
            return false;
        };
        let word = |w: &str| {
            !w.is_empty()
                && w.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"-_./@".contains(&b))
        };
        return ["npm", "pypi", "crates.io"].contains(&registry)
            && word(package)
            && word(version)
            && !version.contains('@');
    }
    let Some((repo, number)) = s.split_once('#') else {
        return false;
    };
    let Some((owner, name)) = repo.split_once('/') else {
        return false;
    };
    let word = |w: &str| {
        !w.is_empty()
            && w.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b))
    };
    word(owner) && word(name) && !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit())
}

/// `lower-case-words-and-digits`, no leading, trailing or double hyphen.
fn is_kebab(name: &str) -> bool {
    !name.is_empty()
        && name.split('-').all(|part| {
            !part.is_empty()
                && part
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        })
}

#[cfg(test)]
mod source_tests {
    use super::is_source;

    #[test]
    fn sources_are_reports_or_census_findings() {
        assert!(is_source("goldfire/pokersolver#8"));
        assert!(is_source("npm:poker-ts@1.5.0"));
        assert!(is_source("npm:@xpressit/winning-poker-hand-rank@0.2.1"));
        assert!(is_source("pypi:treys@0.1.8"));
        assert!(is_source("crates.io:rs_poker@4.1.0"));
        assert!(!is_source("npm:poker-ts"), "a version is required");
        assert!(!is_source("cpan:Poker@1"), "only the three registries");
        assert!(!is_source("goldfire/pokersolver"));
        assert!(!is_source("npm:poker ts@1"));
    }
}
