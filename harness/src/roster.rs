//! The one registry every command reads: the built-in evaluators (reference,
//! ports, lifts, `crate-*` adapters, the checker) and the external programs
//! a configuration file names, each with its [`Kind`].

use crate::error::Error;
pub use crate::error::UnknownEvaluator;
use crate::external::{load_config, ExternalEvaluator};
use showdown_evaluators::evaluator::Evaluator;
use showdown_evaluators::game::Game;
pub use showdown_evaluators::registry::Kind;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// One registered evaluator.
#[derive(Clone)]
pub struct Entry {
    /// What it is.
    pub kind: Kind,
    /// The evaluator itself (an external program is already running).
    pub evaluator: Arc<dyn Evaluator>,
}

/// Every evaluator a command can name.
#[derive(Clone)]
pub struct Roster {
    entries: Vec<Entry>,
}

/// The configuration file in force, if any: the file named by
/// `SHOWDOWN_CONFIG`, else `showdown.toml` in the current directory.
pub fn config_path() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("SHOWDOWN_CONFIG") {
        return Some(PathBuf::from(p));
    }
    let here = PathBuf::from("showdown.toml");
    here.is_file().then_some(here)
}

impl Roster {
    /// The built-in evaluators only.
    pub fn builtin() -> Roster {
        Roster {
            entries: showdown_evaluators::registry::builtin()
                .into_iter()
                .map(|(kind, evaluator)| Entry { kind, evaluator })
                .collect(),
        }
    }

    /// The built-ins and the external programs of the configuration file in
    /// force ([`config_path`]), started now.
    pub fn load() -> Result<Roster, Error> {
        let mut r = Roster::builtin();
        if let Some(path) = config_path() {
            r.add_config(&path)?;
        }
        Ok(r)
    }

    /// Starts the `[[external]]` programs of a configuration file and adds them.
    pub fn add_config(&mut self, path: &Path) -> Result<(), Error> {
        for spec in
            load_config(path).map_err(|e| Error::Config(format!("{}: {e}", path.display())))?
        {
            let name = spec.name.clone();
            let ev = ExternalEvaluator::start(spec).map_err(|e| {
                Error::External(format!("{}: external `{name}`: {e}", path.display()))
            })?;
            self.add(Kind::External, Arc::new(ev));
        }
        Ok(())
    }

    /// Adds an evaluator (a name already registered is replaced).
    pub fn add(&mut self, kind: Kind, evaluator: Arc<dyn Evaluator>) {
        self.entries
            .retain(|e| e.evaluator.name() != evaluator.name());
        self.entries.push(Entry { kind, evaluator });
    }

    /// Every entry, in report order.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// Every name, in report order.
    pub fn names(&self) -> Vec<String> {
        self.entries
            .iter()
            .map(|e| e.evaluator.name().to_string())
            .collect()
    }

    /// The entry with this name.
    pub fn entry(&self, name: &str) -> Result<&Entry, UnknownEvaluator> {
        self.entries
            .iter()
            .find(|e| e.evaluator.name() == name)
            .ok_or_else(|| self.unknown(name))
    }

    /// The evaluator with this name.
    pub fn get(&self, name: &str) -> Result<Arc<dyn Evaluator>, UnknownEvaluator> {
        self.entry(name).map(|e| e.evaluator.clone())
    }

    /// The evaluators under test (ports, lifts, crates, externals), with the
    /// reference first when `with_reference`.
    pub fn all(&self, with_reference: bool) -> Vec<Arc<dyn Evaluator>> {
        self.entries
            .iter()
            .filter(|e| e.kind.under_test() || (with_reference && e.kind == Kind::Reference))
            .map(|e| e.evaluator.clone())
            .collect()
    }

    /// The evaluators of one game under test, with its reference first when
    /// `with_reference`.
    pub fn for_game(&self, game: &Game, with_reference: bool) -> Vec<Arc<dyn Evaluator>> {
        self.all(with_reference)
            .into_iter()
            .filter(|e| e.game() == game)
            .collect()
    }

    /// The reference of `game`.
    pub fn reference_of(&self, game: &Game) -> Option<Arc<dyn Evaluator>> {
        self.entries
            .iter()
            .find(|e| e.kind == Kind::Reference && e.evaluator.game() == game)
            .map(|e| e.evaluator.clone())
    }

    /// The plain checker `game`'s reference is proven against.
    pub fn checker_of(&self, game: &Game) -> Option<Arc<dyn Evaluator>> {
        self.entries
            .iter()
            .find(|e| e.kind == Kind::Checker && e.evaluator.game() == game)
            .map(|e| e.evaluator.clone())
    }

    /// What a role name means where no game is given (`run`, `bless`):
    /// `reference` is every game's reference and `checker` every game's
    /// plain checker; `None` for any other name.
    pub fn in_every_game(&self, name: &str) -> Option<Vec<Arc<dyn Evaluator>>> {
        let kind = match name {
            "reference" => Kind::Reference,
            "checker" => Kind::Checker,
            _ => return None,
        };
        Some(
            self.entries
                .iter()
                .filter(|e| e.kind == kind)
                .map(|e| e.evaluator.clone())
                .collect(),
        )
    }

    /// The evaluator `name` means in `game`: `reference` is the game's
    /// reference and `checker` its plain checker, whatever their own names
    /// (hold'em's are `reference` and `best-of-subsets`); any other name is
    /// looked up as [`get`](Self::get) does.
    pub fn get_in(&self, game: &Game, name: &str) -> Result<Arc<dyn Evaluator>, UnknownEvaluator> {
        let by_role = match name {
            "reference" => self.reference_of(game),
            "checker" => self.checker_of(game),
            _ => None,
        };
        match by_role {
            Some(e) => Ok(e),
            None => self.get(name),
        }
    }

    /// The evaluators `names` asks for in `game`: every name (comma-separated
    /// lists allowed) looked up as [`get_in`](Self::get_in) does, `all` (or
    /// no names) meaning every evaluator of the game; a named evaluator of
    /// another game is an error.
    pub fn select_in(
        &self,
        game: &'static Game,
        names: &[String],
        with_reference: bool,
    ) -> Result<Vec<Arc<dyn Evaluator>>, Error> {
        let all = names.is_empty()
            || names
                .iter()
                .any(|n| n.split(',').any(|p| p.trim() == "all"));
        if all {
            return Ok(self.for_game(game, with_reference));
        }
        let evs = names
            .iter()
            .flat_map(|n| n.split(','))
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .map(|n| self.get_in(game, n))
            .collect::<Result<Vec<_>, _>>()?;
        for e in &evs {
            if e.game() != game {
                return Err(Error::Invalid(format!(
                    "{} evaluates {} hands, not {} (add --game {})",
                    e.name(),
                    e.game().id,
                    game.id,
                    e.game().id
                )));
            }
        }
        Ok(evs)
    }

    /// The evaluators `names` asks for: every name (comma-separated lists
    /// allowed) looked up, `all` (or no names) meaning [`all`](Self::all).
    pub fn select(
        &self,
        names: &[String],
        with_reference: bool,
    ) -> Result<Vec<Arc<dyn Evaluator>>, UnknownEvaluator> {
        let names: Vec<&str> = names
            .iter()
            .flat_map(|n| n.split(','))
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .collect();
        if names.is_empty() || names.contains(&"all") {
            return Ok(self.all(with_reference));
        }
        names.into_iter().map(|n| self.get(n)).collect()
    }

    /// The error for an unknown name, with the nearest known one.
    pub fn unknown(&self, name: &str) -> UnknownEvaluator {
        let known = self.names();
        let suggestion = known
            .iter()
            .map(|k| (strsim::damerau_levenshtein(name, k), k))
            .filter(|(d, k)| *d <= 3.max(k.len() / 3))
            .min()
            .map(|(_, k)| k.clone());
        UnknownEvaluator {
            name: name.to_string(),
            known,
            suggestion,
        }
    }
}
