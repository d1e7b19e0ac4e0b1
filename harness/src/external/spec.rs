//! Declaring an external evaluator: its name, command line, card counts,
//! whether it gives a strength, whether card order matters, an optional
//! version command, and the time limits — from command-line flags, a TOML
//! manifest, or the `[[external]]` entries of a config file.
//!
//! Manifest (every key but `command` optional):
//! ```toml
//! name = "my-eval"
//! command = "python3 my_eval.py"      # or ["python3", "my_eval.py"]
//! game = "holdem"                     # or "omaha", "short-deck", …
//! cards = [5, 6, 7]                 # default for hold'em: 5, 6 and 7
//! strength = true
//! order = "free"                      # or "hole-last"
//! suits = "alike"                     # or "particular": sweeps ask every hand
//! version = "python3 my_eval.py --version"
//! timeout-ms = 5000                   # per hand
//! startup-s = 10                      # the first answer
//! deadline-s = 600                    # whole run
//! ```
//! Commands are split into words like a shell would (quotes and backslash
//! escapes), but no shell runs them: no pipes, no `&&`, no variables. A
//! manifest's or config's commands run in the folder that holds the file.

use serde::Deserialize;
use showdown_evaluators::evaluator::{CardOrder, Domain};
use showdown_evaluators::game::Game;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The card counts a hold'em program is asked by default: 5, 6 and 7.
pub const DEFAULT_HOLDEM_CARDS: [usize; 3] = [5, 6, 7];

/// What is wrong with a command, manifest or configuration file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecError(pub String);

impl std::fmt::Display for SpecError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SpecError {}

impl From<String> for SpecError {
    fn from(s: String) -> SpecError {
        SpecError(s)
    }
}

impl From<&str> for SpecError {
    fn from(s: &str) -> SpecError {
        SpecError(s.to_string())
    }
}

/// Time and restart limits for one external evaluator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// How long to wait for the next answer before the oldest unanswered
    /// hand is charged with a timeout.
    pub hand_timeout: Duration,
    /// The whole run's budget, counted from the first hand; past it, the
    /// remaining hands are not run (and the results so far are kept).
    pub deadline: Option<Duration>,
    /// After this many restarts the program is given up on.
    pub max_restarts: u32,
    /// How long the program has for its very first answer; none in that
    /// time and it is judged not responding (a program that never reads
    /// stdin, or never flushes stdout, is caught here in seconds).
    pub startup: Duration,
    /// After this many timeouts or crashes in a row, with no answer between
    /// them, the program is judged not responding and the run stops.
    pub max_silent: u32,
    /// How long to listen for stray output after a batch is answered (to
    /// catch a program that prints more than one line for a hand).
    pub settle: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            hand_timeout: Duration::from_secs(5),
            deadline: None,
            max_restarts: 50,
            startup: Duration::from_secs(10),
            max_silent: 3,
            settle: Duration::from_millis(30),
        }
    }
}

/// Everything showdown needs to know to run an external evaluator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExternalSpec {
    /// The name shown in reports.
    pub name: String,
    /// The program and its arguments.
    pub command: Vec<String>,
    /// The game it evaluates (`holdem` unless declared).
    pub game: &'static Game,
    /// The card counts it takes; only these are sent.
    pub cards: Domain,
    /// Whether `cards` was declared (`--cards`, a manifest's `cards`) or is
    /// the game's default, of which `check` leaves out a count the program
    /// refuses whole.
    pub cards_declared: bool,
    /// Whether its answers carry a strength.
    pub strength: bool,
    /// Whether it answers `order <strength>` only, without a category
    /// (manifest `answers = "order-only"`): judged on order alone.
    pub order_only: bool,
    /// Whether card order matters to it.
    pub order: CardOrder,
    /// Whether it treats the four suits alike (the default), so that a
    /// sweep may ask one hand per class up to renaming suits.
    pub suits_alike: bool,
    /// A command that prints its version (first line kept).
    pub version_command: Option<Vec<String>>,
    /// The working directory (the manifest's folder), if not the current one.
    pub dir: Option<PathBuf>,
    /// Its time and restart limits.
    pub limits: Limits,
    /// How many copies of it may be asked at once (manifest `jobs`; `None`:
    /// the caller's choice, one per core for `check`); 1 for a program that
    /// must not run twice at a time.
    pub jobs: Option<usize>,
}

impl ExternalSpec {
    /// A spec for `command` (split like a shell would), named after its
    /// program, taking 5, 6 and 7 cards (six, where the straight-plus-flush
    /// pitfall shows first, included), category only, order-free.
    pub fn from_command(command: &str) -> Result<ExternalSpec, SpecError> {
        let words = split_command(command)?;
        let name = default_name(&words);
        Ok(ExternalSpec {
            name,
            command: words,
            game: Game::default_game(),
            cards: Domain::of(&DEFAULT_HOLDEM_CARDS),
            cards_declared: false,
            strength: false,
            order_only: false,
            order: CardOrder::Free,
            suits_alike: true,
            version_command: None,
            dir: None,
            limits: Limits::default(),
            jobs: None,
        })
    }
}

/// A name from the command: the first argument that looks like a script
/// file, else the program (`python3 my_eval.py` → `my_eval`).
fn default_name(words: &[String]) -> String {
    let pick = words
        .iter()
        .skip(1)
        .find(|w| !w.starts_with('-') && w.contains('.'))
        .or(words.first())
        .map(String::as_str)
        .unwrap_or("external");
    let file = Path::new(pick)
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or(pick);
    file.to_string()
}

/// Splits a command line into words: white space separates words; single
/// quotes keep everything literally; double quotes keep white space and
/// honour `\"` and `\\`; a backslash outside quotes escapes the next
/// character.
pub fn split_command(s: &str) -> Result<Vec<String>, SpecError> {
    let mut words = Vec::new();
    let mut cur = String::new();
    let mut in_word = false;
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut cur));
                    in_word = false;
                }
            }
            '\'' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => cur.push(c),
                        None => return Err(format!("command `{s}`: unclosed single quote").into()),
                    }
                }
            }
            '"' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c @ ('"' | '\\')) => cur.push(c),
                            Some(c) => {
                                cur.push('\\');
                                cur.push(c);
                            }
                            None => {
                                return Err(format!("command `{s}`: unclosed double quote").into())
                            }
                        },
                        Some(c) => cur.push(c),
                        None => return Err(format!("command `{s}`: unclosed double quote").into()),
                    }
                }
            }
            '\\' => {
                in_word = true;
                match chars.next() {
                    Some(c) => cur.push(c),
                    None => return Err(format!("command `{s}`: ends with a lone backslash").into()),
                }
            }
            c => {
                in_word = true;
                cur.push(c);
            }
        }
    }
    if in_word {
        words.push(cur);
    }
    if words.is_empty() {
        return Err("the command is empty".into());
    }
    Ok(words)
}

/// A command written as one string or as a list of words.
#[derive(Deserialize)]
#[serde(untagged)]
enum CommandField {
    Line(String),
    Words(Vec<String>),
}

impl CommandField {
    fn words(self) -> Result<Vec<String>, SpecError> {
        match self {
            CommandField::Line(s) => split_command(&s),
            CommandField::Words(w) if w.is_empty() => Err("the command is empty".into()),
            CommandField::Words(w) => Ok(w),
        }
    }
}

/// The manifest's keys (also one `[[external]]` entry of a config).
#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct ManifestFile {
    name: Option<String>,
    command: CommandField,
    game: Option<String>,
    cards: Option<Vec<usize>>,
    strength: Option<bool>,
    answers: Option<String>,
    order: Option<String>,
    suits: Option<String>,
    version: Option<CommandField>,
    timeout_ms: Option<u64>,
    startup_s: Option<u64>,
    deadline_s: Option<u64>,
    max_restarts: Option<u32>,
    jobs: Option<usize>,
}

impl ManifestFile {
    fn into_spec(self, dir: Option<&Path>) -> Result<ExternalSpec, SpecError> {
        let command = self.command.words()?;
        let mut spec = ExternalSpec::from_command("x")?;
        spec.name = self.name.unwrap_or_else(|| default_name(&command));
        spec.command = command;
        if let Some(id) = &self.game {
            spec.game = parse_game(id)?;
        }
        if let Some(cards) = self.cards {
            spec.cards = parse_counts_for(spec.game, &cards)?;
            spec.cards_declared = true;
        }
        spec.strength = self.strength.unwrap_or(false);
        match self.answers.as_deref() {
            None | Some("category") => {}
            Some("order-only") => {
                if self.strength == Some(false) {
                    return Err(
                        "answers = \"order-only\" gives a strength: drop `strength = false`".into(),
                    );
                }
                spec.order_only = true;
                spec.strength = true;
            }
            Some(other) => {
                return Err(
                    format!("answers `{other}`: expected `category` or `order-only`").into(),
                )
            }
        }
        if let Some(o) = self.order {
            spec.order = CardOrder::from_token(&o)
                .ok_or_else(|| format!("order `{o}`: expected `free` or `hole-last`"))?;
        }
        spec.suits_alike = match self.suits.as_deref() {
            None | Some("alike") => true,
            Some("particular") => false,
            Some(other) => {
                return Err(format!("suits `{other}`: expected `alike` or `particular`").into())
            }
        };
        spec.version_command = self.version.map(CommandField::words).transpose()?;
        spec.dir = dir.map(Path::to_path_buf);
        if let Some(ms) = self.timeout_ms {
            if ms == 0 {
                return Err("timeout-ms must be at least 1".into());
            }
            spec.limits.hand_timeout = Duration::from_millis(ms);
        }
        if let Some(s) = self.startup_s {
            if s == 0 {
                return Err("startup-s must be at least 1".into());
            }
            spec.limits.startup = Duration::from_secs(s);
        }
        spec.limits.deadline = self.deadline_s.map(Duration::from_secs);
        if let Some(r) = self.max_restarts {
            spec.limits.max_restarts = r;
        }
        if self.jobs == Some(0) {
            return Err("jobs must be at least 1 (1: one copy of the program at a time)".into());
        }
        spec.jobs = self.jobs;
        Ok(spec)
    }
}

/// The game with this id; the error lists the games.
pub fn parse_game(id: &str) -> Result<&'static Game, SpecError> {
    Game::by_id(id)
        .ok_or_else(|| format!("game `{id}`: expected one of {}", Game::ids().join(", ")).into())
}

/// Checks hold'em card counts (at least one, each a hand size of the game).
pub fn parse_counts(cards: &[usize]) -> Result<Domain, SpecError> {
    parse_counts_for(Game::default_game(), cards)
}

/// Checks card counts for `game` (at least one, each a hand size of the game).
pub fn parse_counts_for(game: &Game, cards: &[usize]) -> Result<Domain, SpecError> {
    if cards.is_empty() {
        return Err("cards: give at least one card count".into());
    }
    if let Some(bad) = cards.iter().find(|&&n| !game.takes(n)) {
        return Err(format!(
            "cards: {bad} is not a card count of {} ({})",
            game.id, game.cards
        )
        .into());
    }
    Ok(Domain::of(cards))
}

fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Reads a manifest file.
pub fn load_manifest(path: &Path) -> Result<ExternalSpec, SpecError> {
    let text = crate::vectors::read_text(path).map_err(|e| e.to_string())?;
    parse_manifest(&text, Some(&folder_of(path)))
        .map_err(|e| format!("{}: {e}", path.display()).into())
}

/// Reads a manifest's text; `dir` is where its commands run.
pub fn parse_manifest(text: &str, dir: Option<&Path>) -> Result<ExternalSpec, SpecError> {
    let m: ManifestFile = toml::from_str(text).map_err(|e| e.to_string())?;
    m.into_spec(dir)
}

#[derive(Deserialize)]
struct ConfigFile {
    #[serde(default)]
    external: Vec<toml::Value>,
}

/// Reads the `[[external]]` entries of a config file (other tables are
/// left to their owners). Each entry has the manifest's keys.
pub fn load_config(path: &Path) -> Result<Vec<ExternalSpec>, SpecError> {
    let text = crate::vectors::read_text(path).map_err(|e| e.to_string())?;
    parse_config(&text, &folder_of(path)).map_err(|e| format!("{}: {e}", path.display()).into())
}

/// Reads a config's text; `dir` is where its commands run.
pub fn parse_config(text: &str, dir: &Path) -> Result<Vec<ExternalSpec>, SpecError> {
    let cfg: ConfigFile = toml::from_str(text).map_err(|e| e.to_string())?;
    let mut out: Vec<ExternalSpec> = Vec::new();
    for (i, entry) in cfg.external.into_iter().enumerate() {
        let m: ManifestFile = entry
            .try_into()
            .map_err(|e| format!("[[external]] entry {}: {e}", i + 1))?;
        let spec = m
            .into_spec(Some(dir))
            .map_err(|e| format!("[[external]] entry {}: {e}", i + 1))?;
        if out.iter().any(|s| s.name == spec.name) {
            return Err(format!(
                "[[external]] entry {}: the name `{}` is used twice",
                i + 1,
                spec.name
            )
            .into());
        }
        out.push(spec);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_like_a_shell() {
        assert_eq!(
            split_command(r#"python3  "my eval.py" 'a b' c\ d"#).unwrap(),
            ["python3", "my eval.py", "a b", "c d"]
        );
        assert!(split_command("  ").is_err());
        assert!(split_command("a 'b").is_err());
        assert_eq!(
            ExternalSpec::from_command("python3 ex/my_eval.py")
                .unwrap()
                .name,
            "my_eval"
        );
    }

    #[test]
    fn manifests_read_every_key_and_name_bad_ones() {
        let s = parse_manifest(
            "name = \"m\"\ncommand = [\"perl\", \"x.pl\"]\ncards = [5]\nstrength = true\n\
             order = \"hole-last\"\nversion = \"perl -v\"\ntimeout-ms = 10\ndeadline-s = 3\n",
            Some(Path::new("/tmp")),
        )
        .unwrap();
        assert_eq!(s.name, "m");
        assert_eq!(s.command, ["perl", "x.pl"]);
        assert_eq!(s.cards, Domain::exactly(5));
        assert!(s.strength);
        assert_eq!(s.order, CardOrder::HoleLast);
        assert_eq!(s.version_command.unwrap(), ["perl", "-v"]);
        assert_eq!(s.limits.hand_timeout, Duration::from_millis(10));
        assert_eq!(s.limits.deadline, Some(Duration::from_secs(3)));
        assert_eq!(s.dir.as_deref(), Some(Path::new("/tmp")));
        assert!(s.suits_alike, "suits are alike unless declared");
        assert_eq!(
            s.jobs, None,
            "copies are the caller's choice unless declared"
        );
        let alone = parse_manifest("command = \"x\"\njobs = 1\n", None).unwrap();
        assert_eq!(alone.jobs, Some(1));
        let e = parse_manifest("command = \"x\"\njobs = 0\n", None).unwrap_err();
        assert!(e.0.contains("jobs must be at least 1"), "{e}");
        let p = parse_manifest("command = \"x\"\nsuits = \"particular\"\n", None).unwrap();
        assert!(!p.suits_alike);
        let e = parse_manifest("command = \"x\"\nsuits = \"some\"\n", None).unwrap_err();
        assert!(
            e.0.contains("suits `some`: expected `alike` or `particular`"),
            "{e}"
        );
        let e = parse_manifest("command = \"x\"\ncards = [8]\n", None).unwrap_err();
        assert!(e.0.contains("8 is not a card count"), "{e}");
        let e = parse_manifest("command = \"x\"\ncard = [5]\n", None).unwrap_err();
        assert!(e.0.contains("card"), "{e}");
        let o = parse_manifest("command = \"x\"\nanswers = \"order-only\"\n", None).unwrap();
        assert!(
            o.order_only && o.strength,
            "order-only answers carry a strength"
        );
        let e = parse_manifest("command = \"x\"\nanswers = \"order\"\n", None).unwrap_err();
        assert!(e.0.contains("expected `category` or `order-only`"), "{e}");
        let e = parse_manifest(
            "command = \"x\"\nanswers = \"order-only\"\nstrength = false\n",
            None,
        )
        .unwrap_err();
        assert!(e.0.contains("strength"), "{e}");
        let e = parse_manifest("command = \"x\"\norder = \"up\"\n", None).unwrap_err();
        assert!(e.0.contains("hole-last"), "{e}");
    }

    #[test]
    fn configs_list_externals_and_reject_duplicates() {
        let v = parse_config(
            "[other]\nx = 1\n[[external]]\ncommand = \"a.py\"\n[[external]]\nname = \"b\"\ncommand = \"b\"\n",
            Path::new("."),
        )
        .unwrap();
        assert_eq!(v.len(), 2);
        assert_eq!(v[0].name, "a");
        let e = parse_config(
            "[[external]]\ncommand = \"a\"\n[[external]]\ncommand = \"a\"\n",
            Path::new("."),
        )
        .unwrap_err();
        assert!(e.0.contains("entry 2") && e.0.contains("twice"), "{e}");
    }
}
