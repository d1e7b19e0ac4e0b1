//! Reading vector files: TOML → raw schema → checked [`Case`]s, collecting
//! every problem with its file, line and case instead of stopping.

use super::error::{line_of, read_text, LoadError};
use super::schema::{RawDefined, RawHand, RawOrder, RawReject, RawShowdown, TOP_LEVEL_KEYS};
use super::verify::{Oracle, Oracles};
use super::{file_stem, Case, CaseBody, Suite};
use serde::de::DeserializeOwned;
use showdown_evaluators::card::{parse_hand, Card};
use showdown_evaluators::game::Game;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use toml::de::{DeTable, DeValue, ValueDeserializer};
use toml::Spanned;

mod bodies;
mod names;
mod showdown;

use names::{is_kebab, is_source};

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
    match read_text(path) {
        Ok(src) => load_with(path, &src, oracles, suite),
        Err(e) => {
            suite.files.push(path.to_path_buf());
            suite.errors.push(e);
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

/// What a file holding no case is told.
pub const NO_CASE: &str =
    "holds no case: a vector file needs at least one `[[hand]]`, `[[order]]`, \
                           `[[showdown]]`, `[[reject]]` or `[[defined]]` (an emptied file would \
                           otherwise pass with nothing checked)";

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
        let mut entries = 0;
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
                                entries += 1;
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
        if entries == 0 {
            // The whole file: empty, blank, or a header alone.
            self.errors
                .push(LoadError::new(self.path, 0, None, NO_CASE));
            self.unreadable = true;
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
                        "`source` must name a public report as `owner/repo#N` (an issue or pull request), or a census finding as `<npm|pypi|crates.io|go>:<package>@<version>`",
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
}

/// A case's body, its `why`, its tags.
type Built = (CaseBody, String, Vec<String>);
