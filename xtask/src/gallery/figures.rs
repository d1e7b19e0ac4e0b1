//! Exact figures for the gallery, never recomputed in `cargo test`:
//! - per deviation class and hand size, the hands it claims: from the
//!   deviation catalog's stored sweep data (`docs/deviations.md`, every port
//!   in and out of its domain), else from the gallery's own sweep reports;
//! - per evaluator and hand size, how many hands get the right category and
//!   whether the order is exact: from the exhaustive sweep reports
//!   `docs/gallery/sweep-<N>.json` (`showdown sweep`'s JSON, every evaluator
//!   in its domain, lifts included), written by `cargo xtask gallery --write
//!   --sweep`.
//!
//! Counts with no data are shown as "not swept".

use serde_json::Value;
use std::collections::BTreeMap;
use std::path::Path;

/// Where the committed sweep reports live, relative to the workspace root.
pub const FIGURES_DIR: &str = "docs/gallery";

/// The deviation catalog, whose stored data gives the class frequencies.
pub const CATALOG: &str = crate::catalog::PATH;

/// One evaluator over all hands of one card count.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CountFigures {
    pub hands: u64,
    /// Hands whose category is the reference's.
    pub category_agrees: u64,
    /// Hands no documented class explains (must be 0).
    pub unexplained: u64,
    /// Hands each class claims, by class id.
    pub claimed: BTreeMap<String, u64>,
    /// Whether the order of clean hands matches the reference's exactly
    /// (`None` for category-only evaluators).
    pub order_clean_exact: Option<bool>,
}

/// Everything the sweeps say about one evaluator, by card count.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct EvaluatorFigures {
    pub by_count: BTreeMap<usize, CountFigures>,
}

/// The figures of every swept evaluator, and the sweeps' timings.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Figures {
    pub evaluators: BTreeMap<String, EvaluatorFigures>,
    /// Wall-clock seconds and threads of each sweep, by card count.
    pub sweeps: BTreeMap<usize, (f64, u64)>,
    /// The files read, relative to the workspace root.
    pub files: Vec<String>,
    /// Class frequencies from the catalog: (evaluator, class, n) → hands.
    pub catalog: BTreeMap<(String, String, usize), u64>,
    /// Measured nanoseconds per hand, by evaluator and hand size.
    pub speed: BTreeMap<String, BTreeMap<usize, f64>>,
}

/// Where the measured speeds are stored, relative to the workspace root.
pub const SPEED_FILE: &str = "docs/gallery/speed.json";

/// Hands timed per evaluator and hand size.
pub const SPEED_SAMPLE: usize = 200_000;

/// Times every evaluator on the same pseudo-random hands of each size in
/// its domain, one thread, and returns nanoseconds per hand (release mode
/// only gives meaningful figures).
pub fn measure_speed(
    evaluators: &[std::sync::Arc<dyn showdown_evaluators::evaluator::Evaluator>],
) -> BTreeMap<String, BTreeMap<usize, f64>> {
    use showdown_evaluators::card::Card;
    let deck: Vec<Card> = Card::all().collect();
    let mut out = BTreeMap::new();
    for n in 5..=7 {
        // A fixed linear congruential sequence: the same hands for everyone.
        let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut hands: Vec<Vec<Card>> = Vec::with_capacity(SPEED_SAMPLE);
        while hands.len() < SPEED_SAMPLE {
            let mut mask = 0u64;
            let mut hand = Vec::with_capacity(n);
            while hand.len() < n {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let i = ((state >> 33) % 52) as usize;
                if mask & 1 << i == 0 {
                    mask |= 1 << i;
                    hand.push(deck[i]);
                }
            }
            hands.push(hand);
        }
        for e in evaluators.iter().filter(|e| e.domain().contains(n)) {
            let start = std::time::Instant::now();
            let mut sink = 0u64;
            for h in &hands {
                if let Ok(v) = e.evaluate(h) {
                    sink = sink.wrapping_add(v.category.index() as u64);
                }
            }
            std::hint::black_box(sink);
            let ns = start.elapsed().as_nanos() as f64 / hands.len() as f64;
            out.entry(e.name().to_string())
                .or_insert_with(BTreeMap::new)
                .insert(n, (ns * 10.0).round() / 10.0);
        }
    }
    out
}

impl Figures {
    /// Reads `sweep-5.json`, `sweep-6.json`, `sweep-7.json` where present.
    pub fn load(root: &Path) -> Result<Figures, String> {
        let mut f = Figures::default();
        if let Ok(doc) = std::fs::read_to_string(root.join(CATALOG)) {
            let data = crate::catalog::parse_data(&doc).map_err(|e| format!("{CATALOG}: {e}"))?;
            f.catalog_files(CATALOG, &data);
        }
        if let Ok(text) = std::fs::read_to_string(root.join(SPEED_FILE)) {
            f.speed = serde_json::from_str(&text).map_err(|e| format!("{SPEED_FILE}: {e}"))?;
            f.files.push(SPEED_FILE.to_string());
        }
        for n in 1..=7 {
            let rel = format!("{FIGURES_DIR}/sweep-{n}.json");
            let path = root.join(&rel);
            if !path.exists() {
                continue;
            }
            let text =
                std::fs::read_to_string(&path).map_err(|e| format!("{rel}: cannot read: {e}"))?;
            f.add_report(&rel, &text)?;
        }
        Ok(f)
    }

    /// Takes the class frequencies of the catalog's stored sweeps.
    pub fn catalog_files(&mut self, file: &str, data: &crate::catalog::CatalogData) {
        for (evaluator, classes) in &data.classes {
            for (class, by_size) in classes {
                for (n, freq) in by_size {
                    self.catalog
                        .insert((evaluator.clone(), class.clone(), *n), freq.claimed);
                }
            }
        }
        self.files.push(file.to_string());
    }

    /// The hands a class claims among all hands of `n` cards: the catalog's
    /// count, else the gallery's sweep report's.
    pub fn claimed(&self, evaluator: &str, class: &str, n: usize) -> Option<u64> {
        self.catalog
            .get(&(evaluator.to_string(), class.to_string(), n))
            .copied()
            .or_else(|| self.get(evaluator, n)?.claimed.get(class).copied())
    }

    /// Adds one sweep report.
    pub fn add_report(&mut self, file: &str, text: &str) -> Result<(), String> {
        let v: Value = serde_json::from_str(text).map_err(|e| format!("{file}: not JSON: {e}"))?;
        let bad = |what: &str| format!("{file}: {what}");
        let n = v["cards"].as_u64().ok_or_else(|| bad("no `cards`"))? as usize;
        self.sweeps.insert(
            n,
            (
                v["wall_seconds"].as_f64().unwrap_or(0.0),
                v["threads"].as_u64().unwrap_or(0),
            ),
        );
        let evs = v["evaluators"]
            .as_array()
            .ok_or_else(|| bad("no `evaluators` array"))?;
        for (i, e) in evs.iter().enumerate() {
            let name = e["evaluator"]
                .as_str()
                .ok_or_else(|| bad(&format!("evaluator {}: no name", i + 1)))?;
            let counts = e["confusion"]["counts"]
                .as_array()
                .ok_or_else(|| bad(&format!("{name}: no confusion counts")))?;
            let mut agrees = 0;
            for (row, cells) in counts.iter().enumerate() {
                agrees += cells[row].as_u64().unwrap_or(0);
            }
            let mut claimed = BTreeMap::new();
            for c in e["classes"].as_array().into_iter().flatten() {
                // A lift's inherited class may claim a hand the lift gets
                // right (another subset wins): those are masked, not wrong.
                if let (Some(id), Some(k)) = (c["id"].as_str(), c["claimed"].as_u64()) {
                    let masked = c["masked"].as_u64().unwrap_or(0);
                    claimed.insert(id.to_string(), k.saturating_sub(masked));
                }
            }
            let order_clean_exact = match &e["order_clean"] {
                Value::Null => None,
                o => Some(
                    ["merged", "split", "inverted"]
                        .iter()
                        .all(|k| o[k].as_u64().unwrap_or(0) == 0),
                ),
            };
            self.evaluators
                .entry(name.to_string())
                .or_default()
                .by_count
                .insert(
                    n,
                    CountFigures {
                        hands: e["hands"].as_u64().unwrap_or(0),
                        category_agrees: agrees,
                        unexplained: e["unexplained"].as_u64().unwrap_or(0),
                        claimed,
                        order_clean_exact,
                    },
                );
        }
        self.files.push(file.to_string());
        Ok(())
    }

    /// The figures of one evaluator on one count.
    pub fn get(&self, evaluator: &str, n: usize) -> Option<&CountFigures> {
        self.evaluators.get(evaluator)?.by_count.get(&n)
    }
}

pub use showdown_harness::numbers::thousands;

/// `1,234 of 2,598,960 (0.0475%)`, or `none`.
pub fn share(k: u64, of: u64) -> String {
    if k == 0 {
        return format!("0 of {}", thousands(of));
    }
    let pct = 100.0 * k as f64 / of.max(1) as f64;
    let digits = if pct >= 1.0 { 2 } else { 4 };
    format!("{} of {} ({pct:.digits$}%)", thousands(k), thousands(of))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_sweep_report() {
        let report = r#"{"cards": 7, "hands": 133784560, "threads": 2, "wall_seconds": 12.5,
          "evaluators": [{"evaluator": "js-naive", "hands": 133784560,
            "confusion": {"counts": [[5,0],[0,7]]},
            "classes": [{"id": "naive-straight-flush", "claimed": 42}],
            "unexplained": 0, "order_clean": null}]}"#;
        let mut f = Figures::default();
        f.add_report("docs/catalog/sweep-7.json", report).unwrap();
        let c = f.get("js-naive", 7).unwrap();
        assert_eq!(c.category_agrees, 12);
        assert_eq!(c.claimed["naive-straight-flush"], 42);
        assert_eq!(c.order_clean_exact, None);
        assert_eq!(f.sweeps[&7], (12.5, 2));
        let err = Figures::default().add_report("x.json", "{}").unwrap_err();
        assert!(err.contains("x.json: no `cards`"), "{err}");
        assert_eq!(thousands(133784560), "133,784,560");
        assert_eq!(share(1, 4), "1 of 4 (25.00%)");
    }
}
