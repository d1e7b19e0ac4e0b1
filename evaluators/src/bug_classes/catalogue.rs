//! The catalogue's data: `catalogue.toml`, compiled in and read once,
//! strictly. Every problem is collected (not only the first) as a
//! [`CatalogueError`] naming the file, the line and the class: TOML that
//! does not parse, a key the schema lacks or a missing one, a duplicate id,
//! an unknown game, port, deviation or lesson, a member in two classes, a
//! lesson that is no `docs/<page>.md#<anchor>`, a sighting that is no
//! `<registry>:<package>@<version>`, a class whose rule is not in the
//! models' code, and a rule of the code that no class names.

use super::model::{Rule, Rules};
use super::Member;
use crate::game::Game;
use serde::Deserialize;
use std::collections::HashMap;
use toml::de::{DeTable, DeValue, ValueDeserializer};
use toml::Spanned;

/// The file, from the repository's root (as errors name it).
pub const FILE: &str = "evaluators/src/bug_classes/catalogue.toml";

/// The file's text, compiled in.
pub(super) const TEXT: &str = include_str!("catalogue.toml");

/// One problem of the catalogue file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CatalogueError {
    /// The line (1-based; 0: the file as a whole).
    pub line: usize,
    /// The class's id, when the problem is in one.
    pub class: Option<String>,
    /// What is wrong.
    pub message: String,
}

impl std::fmt::Display for CatalogueError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{FILE}")?;
        if self.line > 0 {
            write!(f, ":{}", self.line)?;
        }
        if let Some(c) = &self.class {
            write!(f, ": class `{c}`")?;
        }
        write!(f, ": {}", self.message)
    }
}

impl std::error::Error for CatalogueError {}

/// A class as the file gives it, checked.
pub(super) struct Row {
    pub id: String,
    pub cause: String,
    pub games: Vec<&'static Game>,
    pub lesson: String,
    pub members: Vec<Member>,
    pub seen_in: Vec<&'static str>,
    pub rules: Rules,
    pub family: Option<&'static str>,
    pub modelled: bool,
}

/// What the file's names are checked against: the models' rules, the
/// built-in ports with their deviations, the built-in lessons.
pub(super) struct Known {
    pub rules: Vec<Rule>,
    pub ports: Vec<(&'static str, Vec<&'static str>)>,
    pub lessons: Vec<&'static str>,
}

impl Known {
    /// The crate's own.
    pub(super) fn of_crate() -> Known {
        let name = |e: &dyn crate::evaluator::Evaluator| -> &'static str {
            match &e.info().name {
                std::borrow::Cow::Borrowed(s) => s,
                std::borrow::Cow::Owned(s) => s.clone().leak(),
            }
        };
        Known {
            rules: super::model::all_rules().collect(),
            ports: crate::ports::all()
                .iter()
                .map(|p| (name(&**p), p.deviations().iter().map(|d| d.id).collect()))
                .collect(),
            lessons: crate::registry::other_games()
                .iter()
                .filter(|(kind, _)| *kind == crate::registry::Kind::Lesson)
                .map(|(_, e)| name(&**e))
                .collect(),
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawClass {
    id: Spanned<String>,
    cause: Spanned<String>,
    games: Vec<Spanned<String>>,
    lesson: Spanned<String>,
    members: Vec<Spanned<RawMember>>,
    #[serde(default)]
    seen_in: Vec<Spanned<String>>,
    #[serde(default)]
    rules: Option<Vec<Spanned<String>>>,
    #[serde(default)]
    family: Option<Spanned<String>>,
    #[serde(default)]
    model: Option<Spanned<bool>>,
}

/// One of `{ mutant, name }`, `{ port, deviation }`, `{ lesson }`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMember {
    mutant: Option<String>,
    name: Option<String>,
    port: Option<String>,
    deviation: Option<String>,
    lesson: Option<String>,
}

/// The 1-based line of byte `offset` of `text`.
fn line_of(text: &str, offset: usize) -> usize {
    let end = offset.min(text.len());
    text.as_bytes()[..end]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

fn leak(s: &str) -> &'static str {
    s.to_string().leak()
}

/// Reads catalogue text: its classes in order, or every problem found.
pub(super) fn parse(text: &str, known: &Known) -> Result<Vec<Row>, Vec<CatalogueError>> {
    let mut p = Parser {
        text,
        known,
        errors: Vec::new(),
    };
    let rows = p.rows();
    if p.errors.is_empty() {
        Ok(rows)
    } else {
        p.errors.sort_by_key(|e| e.line);
        Err(p.errors)
    }
}

struct Parser<'a> {
    text: &'a str,
    known: &'a Known,
    errors: Vec<CatalogueError>,
}

impl Parser<'_> {
    fn error(&mut self, offset: Option<usize>, class: Option<&str>, message: impl Into<String>) {
        self.errors.push(CatalogueError {
            line: offset.map_or(0, |o| line_of(self.text, o)),
            class: class.map(str::to_string),
            message: message.into(),
        });
    }

    fn rows(&mut self) -> Vec<Row> {
        let doc = match DeTable::parse(self.text) {
            Ok(doc) => doc,
            Err(e) => {
                let offset = e.span().map_or(0, |s| s.start);
                let message = format!("not valid TOML: {}", e.message().trim());
                self.error(Some(offset), None, message);
                return Vec::new();
            }
        };
        let mut rows = Vec::new();
        // Where each id and member was first seen.
        let mut ids: HashMap<String, usize> = HashMap::new();
        let mut members: HashMap<String, String> = HashMap::new();
        for (key, value) in doc.get_ref().iter() {
            let k: &str = key.get_ref();
            if k != "class" {
                let m =
                    format!("unknown top-level key `{k}` (the file holds `[[class]]` tables only)");
                self.error(Some(key.span().start), None, m);
                continue;
            }
            let Some(items) = value.get_ref().as_array() else {
                let m = "`class` must be an array of tables, written `[[class]]`";
                self.error(Some(value.span().start), None, m);
                continue;
            };
            for item in items.iter() {
                if let Some(row) = self.class(item, &mut ids, &mut members) {
                    rows.push(row);
                }
            }
        }
        if rows.is_empty() && self.errors.is_empty() {
            self.error(
                None,
                None,
                "holds no class: write one `[[class]]` table per class",
            );
        }
        self.rules_have_classes(&ids, &rows);
        self.families_have_members(&rows);
        rows
    }

    /// A family holds at least two classes (one class is no family).
    fn families_have_members(&mut self, rows: &[Row]) {
        let mut families: Vec<(&str, usize)> = Vec::new();
        for f in rows.iter().filter_map(|r| r.family) {
            match families.iter_mut().find(|e| e.0 == f) {
                Some(e) => e.1 += 1,
                None => families.push((f, 1)),
            }
        }
        for (f, n) in families {
            if n < 2 {
                let m = format!("family `{f}` has one class: a family holds two or more");
                self.error(None, None, m);
            }
        }
    }

    /// Every rule of the code is named by a class of the file and broken by one.
    fn rules_have_classes(&mut self, ids: &HashMap<String, usize>, rows: &[Row]) {
        // Which rules the classes break is known only when every class read.
        let all_read = self.errors.is_empty();
        for &rule in &self.known.rules {
            if !ids.contains_key(rule.id()) {
                let m = format!(
                    "rule `{}` of the models' code (evaluators/src/bug_classes/model/) names no class: \
                     add its class here or remove the rule",
                    rule.id()
                );
                self.error(None, None, m);
            } else if all_read && !rows.iter().any(|r| r.rules.has(rule)) {
                let m = format!(
                    "rule `{}` of the models' code is broken by no class (its class names other `rules`)",
                    rule.id()
                );
                self.error(None, None, m);
            }
        }
    }

    fn class(
        &mut self,
        item: &Spanned<DeValue<'_>>,
        ids: &mut HashMap<String, usize>,
        members: &mut HashMap<String, String>,
    ) -> Option<Row> {
        let start = item.span().start;
        let line = line_of(self.text, start);
        let Some(table) = item.get_ref().as_table() else {
            self.error(Some(start), None, "a `class` entry must be a table");
            return None;
        };
        let named = table
            .get("id")
            .and_then(|n| n.get_ref().as_str())
            .map(str::to_string);
        let raw = match RawClass::deserialize(ValueDeserializer::from(item.clone())) {
            Ok(raw) => raw,
            Err(e) => {
                let offset = e.span().map_or(start, |s| s.start);
                self.error(Some(offset), named.as_deref(), e.message().trim());
                return None;
            }
        };
        let id = raw.id.get_ref().clone();
        let here = Some(id.as_str());
        let before = self.errors.len();
        if !is_kebab(&id) {
            let m = "`id` must be kebab-case (lower-case letters, digits, single hyphens)";
            self.error(Some(raw.id.span().start), here, m);
        }
        if let Some(first) = ids.get(&id) {
            let m = format!("duplicate id: already the id of the class on line {first}");
            self.error(Some(raw.id.span().start), here, m);
        } else {
            ids.insert(id.clone(), line);
        }
        let cause = raw.cause.get_ref().trim();
        if cause.is_empty() || cause.ends_with('.') {
            let m = "`cause` is one sentence, not empty, without a final stop";
            self.error(Some(raw.cause.span().start), here, m);
        }
        let mut games = Vec::new();
        for g in &raw.games {
            match Game::by_id(g.get_ref()) {
                Some(game) => games.push(game),
                None => {
                    let m = format!(
                        "unknown game `{}` (games: {})",
                        g.get_ref(),
                        Game::ids().join(", ")
                    );
                    self.error(Some(g.span().start), here, m);
                }
            }
        }
        if raw.games.is_empty() {
            self.error(
                Some(start),
                here,
                "`games` is empty: name the games it applies to",
            );
        }
        let lesson = raw.lesson.get_ref();
        let well_formed = lesson
            .strip_prefix("docs/")
            .and_then(|l| l.split_once(".md#"));
        if !well_formed.is_some_and(|(page, anchor)| !page.is_empty() && !anchor.is_empty()) {
            let m = format!("`lesson` must be `docs/<page>.md#<anchor>`, not `{lesson}`");
            self.error(Some(raw.lesson.span().start), here, m);
        }
        let mut out_members = Vec::new();
        for m in &raw.members {
            let offset = Some(m.span().start);
            match self.member(m.get_ref()) {
                Ok(member) => {
                    let key = member.describe();
                    if let Some(other) = members.get(&key) {
                        let msg = format!("member `{key}` is already a member of class `{other}`");
                        self.error(offset, here, msg);
                    } else {
                        members.insert(key, id.clone());
                    }
                    out_members.push(member);
                }
                Err(msg) => self.error(offset, here, msg),
            }
        }
        let mut seen_in = Vec::new();
        for s in &raw.seen_in {
            if is_sighting(s.get_ref()) {
                seen_in.push(leak(s.get_ref()));
            } else {
                let m = format!(
                    "`seen_in` entry `{}` must be `<pypi|npm|crates>:<package>@<version>`",
                    s.get_ref()
                );
                self.error(Some(s.span().start), here, m);
            }
        }
        let family = match &raw.family {
            Some(f) if !is_kebab(f.get_ref()) => {
                let m = "`family` must be kebab-case (lower-case letters, digits, single hyphens)";
                self.error(Some(f.span().start), here, m);
                None
            }
            Some(f) => Some(leak(f.get_ref())),
            None => None,
        };
        let mut rules = Vec::new();
        let modelled = raw.model.as_ref().is_none_or(|m| *m.get_ref());
        match &raw.rules {
            // A class without a model breaks no rule of the models' code.
            _ if !modelled => {
                if let Some(list) = &raw.rules {
                    let at = list.first().map_or(start, |r| r.span().start);
                    let m = "`rules` with `model = false`: a class without a model breaks no rule";
                    self.error(Some(at), here, m);
                }
            }
            None => match self.rule(&id) {
                Some(r) => rules.push(r),
                None => {
                    let m = format!(
                        "no rule `{id}` in the models' code: declare it in a `rules!` list under \
                         evaluators/src/bug_classes/model/, or name the rules the class breaks \
                         with `rules = [...]`"
                    );
                    self.error(Some(raw.id.span().start), here, m);
                }
            },
            Some(list) => {
                if list.is_empty() {
                    self.error(Some(start), here, "`rules` is empty: a class breaks a rule");
                }
                for r in list {
                    match self.rule(r.get_ref()) {
                        Some(rule) => rules.push(rule),
                        None => {
                            let m = format!(
                                "unknown rule `{}`: no rule of the models' code has that id",
                                r.get_ref()
                            );
                            self.error(Some(r.span().start), here, m);
                        }
                    }
                }
            }
        }
        (self.errors.len() == before).then(|| Row {
            cause: cause.to_string(),
            lesson: lesson.clone(),
            id,
            games,
            members: out_members,
            seen_in,
            rules: Rules::of(&rules),
            family,
            modelled,
        })
    }

    fn rule(&self, id: &str) -> Option<Rule> {
        self.known.rules.iter().copied().find(|r| r.id() == id)
    }

    fn member(&self, m: &RawMember) -> Result<Member, String> {
        let shape = (&m.mutant, &m.name, &m.port, &m.deviation, &m.lesson);
        match shape {
            (Some(file), Some(name), None, None, None) => {
                if !file.ends_with(".py") || file.contains('/') || name.is_empty() {
                    return Err(format!(
                        "a mutant is `{{ mutant = \"<file>.py under examples/mutants/>\", name = \"<its --mutant>\" }}`, not `{file}` `{name}`"
                    ));
                }
                Ok(Member::Mutant {
                    file: leak(file),
                    name: leak(name),
                })
            }
            (None, None, Some(port), Some(deviation), None) => {
                let Some((port, devs)) = self.known.ports.iter().find(|(p, _)| p == port) else {
                    let names: Vec<&str> = self.known.ports.iter().map(|(p, _)| *p).collect();
                    return Err(format!(
                        "unknown port `{port}` (ports: {})",
                        names.join(", ")
                    ));
                };
                let Some(&deviation) = devs.iter().find(|d| *d == deviation) else {
                    return Err(format!(
                        "port `{port}` has no deviation `{deviation}` (its deviations: {})",
                        devs.join(", ")
                    ));
                };
                Ok(Member::Port {
                    evaluator: port,
                    deviation,
                })
            }
            (None, None, None, None, Some(lesson)) => {
                match self.known.lessons.iter().find(|l| *l == lesson) {
                    Some(&evaluator) => Ok(Member::Lesson { evaluator }),
                    None => Err(format!(
                        "unknown lesson `{lesson}` (lessons: {})",
                        self.known.lessons.join(", ")
                    )),
                }
            }
            _ => Err(
                "a member is one of `{ mutant, name }`, `{ port, deviation }`, `{ lesson }`"
                    .to_string(),
            ),
        }
    }
}

/// Lower-case letters and digits in words joined by single hyphens.
fn is_kebab(s: &str) -> bool {
    !s.is_empty()
        && s.split('-').all(|w| {
            !w.is_empty()
                && w.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        })
}

/// `<pypi|npm|crates>:<package>@<version>`.
fn is_sighting(s: &str) -> bool {
    let Some((registry, rest)) = s.split_once(':') else {
        return false;
    };
    let Some((package, version)) = rest.rsplit_once('@') else {
        return false;
    };
    ["pypi", "npm", "crates"].contains(&registry) && !package.is_empty() && !version.is_empty()
}
