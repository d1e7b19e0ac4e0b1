//! A program whose answers are malformed is never judged conformant, in
//! any game. The program is a small table-driven stand-in (Python, which
//! the suite's example programs already need): for each request line it
//! prints the bytes the table holds. The table is the game's reference
//! answer to every hand `check` will ask (recorded by running the same
//! check in process), with one hand's answer corrupted the way a broken
//! program would: tokens dropped or added, a wrong category name, a stray
//! low half, a missing low half in a hi-lo game, two hands' answers
//! swapped, bytes that are not UTF-8, an empty line, two lines, no line, or
//! characters mutated until the line no longer reads. The real client
//! (`ExternalEvaluator`) and the real `check` then judge it.
//!
//! Each case starts a program, so there are few: 6 in a debug `cargo
//! test`; with `PROPTEST_CASES` set, that many (`.ci/run` runs this
//! property alone with 50 in release: 38 s).

use super::mutate;
use crate::conformance::{check_with, CheckOptions, InProcess, Subject};
use crate::external::{ExternalEvaluator, ExternalSpec, Outcome};
use proptest::prelude::*;
use showdown_evaluators::card::{format_cards, Card};
use showdown_evaluators::evaluator::Evaluator;
use showdown_evaluators::game::Game;
use showdown_evaluators::games::{evaluate_joined, format_joined, reference_for};
use std::collections::HashMap;
use std::io::Write;
use std::path::Path;
use std::sync::Mutex;
use std::time::Duration;

/// The stand-in program: `python3 -c FAKE TABLE`. Each table line is the
/// request, a tab, and the answer's bytes in hex (newline included: none
/// for a missing line, two for two lines).
const FAKE: &str = r#"
import sys
table = {}
for row in open(sys.argv[1], 'rb'):
    key, _, value = row.rstrip(b'\n').partition(b'\t')
    table[key] = bytes.fromhex(value.decode())
out = sys.stdout.buffer
for line in sys.stdin.buffer:
    out.write(table.get(line.rstrip(b'\r\n'), b'error not in the table\n'))
    out.flush()
"#;

/// The Python interpreter itself, not a shim in front of it (pyenv's
/// starts three shells per program start, which every replay pays).
fn python() -> &'static str {
    static PYTHON: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    PYTHON.get_or_init(|| {
        std::process::Command::new("python3")
            .args(["-c", "import sys; print(sys.executable)"])
            .output()
            .ok()
            .and_then(|o| String::from_utf8(o.stdout).ok())
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .unwrap_or_else(|| "python3".into())
    })
}

/// The options of every check here: a small random part with strata, no
/// vectors, no bad input (whose requests are not in the table).
fn options(seed: u64) -> CheckOptions {
    CheckOptions {
        random: 20,
        vectors: None,
        bad_input: false,
        seed,
        ..CheckOptions::default()
    }
}

/// Records every hand a check asks, answering as the reference.
struct Recorder<'a> {
    inner: InProcess<'a>,
    asked: Mutex<Vec<Vec<Card>>>,
}

impl Subject for Recorder<'_> {
    fn evaluator(&self) -> &dyn Evaluator {
        self.inner.0
    }
    fn evaluate_uniform(&self, n: usize, cards: &[Card]) -> Vec<Outcome> {
        let mut asked = self.asked.lock().unwrap();
        asked.extend(cards.chunks(n).map(<[Card]>::to_vec));
        drop(asked);
        self.inner.evaluate_uniform(n, cards)
    }
}

/// One entry per distinct request: the hand and the reference's answer
/// line, in the order first asked.
struct Table {
    rows: Vec<(Vec<Card>, String, Vec<u8>)>,
}

impl Table {
    fn record(game: &'static Game, seed: u64) -> Table {
        let reference = reference_for(game);
        let recorder = Recorder {
            inner: InProcess(&*reference),
            asked: Mutex::new(Vec::new()),
        };
        let report = check_with(&recorder, &options(seed));
        assert!(report.conformant(), "{}", report.to_text());
        let mut seen = HashMap::new();
        let mut rows = Vec::new();
        for hand in recorder.asked.into_inner().unwrap() {
            let request = format_joined(game, &hand);
            if seen.insert(request.clone(), ()).is_some() {
                continue;
            }
            let answer = crate::protocol::format_result_for(
                &*reference,
                &hand,
                &evaluate_joined(&*reference, &hand),
            );
            rows.push((hand, request, format!("{answer}\n").into_bytes()));
        }
        Table { rows }
    }

    fn write(&self, path: &Path) {
        let mut f = std::fs::File::create(path).unwrap();
        for (_, request, answer) in &self.rows {
            let hex: String = answer.iter().map(|b| format!("{b:02x}")).collect();
            writeln!(f, "{request}\t{hex}").unwrap();
        }
    }

    /// Checks the stand-in serving this table, as `check` would.
    fn check(
        &self,
        game: &'static Game,
        seed: u64,
        tag: &str,
    ) -> crate::conformance::ConformanceReport {
        let dir = std::env::temp_dir().join(format!(
            "showdown-fuzz-answers-{}-{tag}",
            std::process::id()
        ));
        std::fs::create_dir_all(&dir).unwrap();
        let table = dir.join("table.txt");
        self.write(&table);
        let mut spec = ExternalSpec::from_command("python3 fake.py").unwrap();
        spec.command = vec![
            python().into(),
            "-c".into(),
            FAKE.into(),
            table.display().to_string(),
        ];
        spec.name = format!("fake-{}", game.id);
        spec.game = game;
        spec.cards = reference_for(game).domain();
        spec.strength = true;
        spec.limits.hand_timeout = Duration::from_secs(2);
        let ext = ExternalEvaluator::start(spec).expect("python3 starts");
        let report = check_with(&ext, &options(seed));
        let _ = std::fs::remove_dir_all(&dir);
        report
    }
}

/// A corruption of one hand's answer.
#[derive(Clone, Debug)]
enum Corruption {
    DropToken(usize),
    ExtraToken(usize, String),
    WrongCategory(usize),
    /// A low half on a game without one.
    StrayLow(bool),
    /// No low half in a hi-lo game.
    MissingLow,
    /// This hand's answer and another's of the same deal shape.
    Swap(usize),
    NotUtf8(usize),
    EmptyLine,
    TwoLines,
    NoLine,
    /// Characters mutated (kept only when the line no longer reads).
    Chars(u8, usize, char, u8, usize),
}

fn corruption() -> impl Strategy<Value = Corruption> {
    let i = any::<usize>();
    prop_oneof![
        i.prop_map(Corruption::DropToken),
        (
            i,
            prop::sample::select(vec!["x", "1", "0.1", "/", "no-low", "flush", "|", "-"])
        )
            .prop_map(|(a, t)| Corruption::ExtraToken(a, t.to_string())),
        i.prop_map(Corruption::WrongCategory),
        any::<bool>().prop_map(Corruption::StrayLow),
        Just(Corruption::MissingLow),
        i.prop_map(Corruption::Swap),
        i.prop_map(Corruption::NotUtf8),
        Just(Corruption::EmptyLine),
        Just(Corruption::TwoLines),
        Just(Corruption::NoLine),
        (any::<u8>(), i, super::any_char(), any::<u8>(), i)
            .prop_map(|(a, b, c, d, e)| Corruption::Chars(a, b, c, d, e)),
    ]
}

/// Category tokens, the royal flush's name among them, and some that are
/// no category.
const CATEGORY_NAMES: [&str; 12] = [
    "high-card",
    "one-pair",
    "two-pair",
    "three-of-a-kind",
    "straight",
    "flush",
    "full-house",
    "four-of-a-kind",
    "straight-flush",
    "royal-flush",
    "pair",
    "Flush",
];

/// Corrupts row `k` of `table`; `None` when the corruption does not apply
/// (no low half to drop, no other answer to swap with, a mutation that
/// still reads as a protocol line). Returns what the report must show: the
/// corrupted line, or the cards of the hand it belongs to.
fn corrupt(game: &Game, table: &mut Table, k: usize, how: &Corruption) -> Option<Vec<String>> {
    let (hand, _, answer) = &table.rows[k];
    let line = String::from_utf8(answer[..answer.len() - 1].to_vec()).unwrap();
    // A hand is named with or without its bar (failures of a program name
    // the cards, examples the deal).
    let cards = format_cards(hand);
    let deal = format_joined(game, hand);
    let tokens: Vec<&str> = line.split(' ').collect();
    let set = |table: &mut Table, line: &str| {
        table.rows[k].2 = format!("{line}\n").into_bytes();
    };
    match how {
        Corruption::DropToken(i) => {
            let mut t = tokens.clone();
            t.remove(i % t.len());
            let new = t.join(" ");
            set(table, &new);
            Some(vec![new, cards, deal])
        }
        Corruption::ExtraToken(i, extra) => {
            let mut t = tokens.clone();
            t.insert(i % (t.len() + 1), extra);
            let new = t.join(" ");
            if crate::protocol::parse_response_for(game, &new)
                == crate::protocol::parse_response_for(game, &line)
            {
                return None;
            }
            set(table, &new);
            Some(vec![new, cards, deal])
        }
        Corruption::WrongCategory(i) => {
            let right = tokens[0];
            let same = |name: &str| {
                name == right
                    || (matches!(right, "straight-flush" | "royal-flush")
                        && matches!(name, "straight-flush" | "royal-flush"))
            };
            let names: Vec<&str> = CATEGORY_NAMES.into_iter().filter(|n| !same(n)).collect();
            let mut t = tokens.clone();
            t[0] = names[i % names.len()];
            let new = t.join(" ");
            set(table, &new);
            Some(vec![new, cards, deal])
        }
        Corruption::StrayLow(qualifying) if !game.is_hi_lo() && !line.starts_with("error") => {
            let new = if *qualifying {
                format!("{line} / 8.5.4.3.2")
            } else {
                format!("{line} / no-low")
            };
            set(table, &new);
            Some(vec![new, cards, deal])
        }
        Corruption::MissingLow if game.is_hi_lo() => {
            let new = line.split(" / ").next().unwrap().to_string();
            set(table, &new);
            Some(vec![new, cards, deal])
        }
        Corruption::Swap(j) => {
            let shape = |h: &[Card]| (h.len(), format_joined(game, h).find('|'));
            let others: Vec<usize> = (0..table.rows.len())
                .filter(|&o| {
                    o != k && shape(&table.rows[o].0) == shape(hand) && table.rows[o].2 != *answer
                })
                .collect();
            if others.is_empty() {
                return None;
            }
            let o = others[j % others.len()];
            let other = table.rows[o].2.clone();
            let mine = std::mem::replace(&mut table.rows[k].2, other);
            table.rows[o].2 = mine;
            // An order or category problem: its example is one of the two.
            let other = &table.rows[o].0;
            Some(vec![
                cards,
                deal,
                format_cards(other),
                format_joined(game, other),
            ])
        }
        Corruption::NotUtf8(i) => {
            let mut bytes = line.into_bytes();
            let at = i % (bytes.len() + 1);
            bytes.insert(at, 0xff);
            bytes.push(b'\n');
            table.rows[k].2 = bytes;
            Some(vec![cards, deal])
        }
        Corruption::EmptyLine => {
            set(table, "");
            Some(vec!["``".into(), cards, deal])
        }
        Corruption::TwoLines => {
            let twice = format!("{line}\n{line}\n").into_bytes();
            table.rows[k].2 = twice;
            Some(vec![cards, deal])
        }
        Corruption::NoLine => {
            table.rows[k].2 = Vec::new();
            Some(vec![cards, deal])
        }
        Corruption::Chars(op, at, ch, op2, at2) => {
            let new = mutate(&mutate(&line, *op, *at, *ch), *op2, *at2, *ch);
            if new.contains('\n') || crate::protocol::parse_response_for(game, &new).is_ok() {
                return None;
            }
            set(table, &new);
            Some(vec![new, cards, deal])
        }
        _ => None,
    }
}

/// Cases: 6, or `PROPTEST_CASES` (at least 6). Each case is a whole check
/// of a program (about half a second in release), and proptest lets the
/// variable override a test's own count, so `.ci/run` runs this property
/// on its own with `PROPTEST_CASES=50`, apart from the other fuzz tests'
/// 20,000.
fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|c| c.parse::<u32>().ok())
        .map_or(6, |c| c.max(6))
}

#[test]
fn the_reference_served_by_the_stand_in_is_conformant_in_every_game() {
    // The control: the same program with no corruption passes, so a
    // verdict below is the corruption's doing.
    for (k, game) in Game::all().enumerate() {
        let table = Table::record(game, 7 + k as u64);
        let report = table.check(game, 7 + k as u64, &format!("clean-{}", game.id));
        assert!(report.conformant(), "{}", report.to_text());
        let asked: u64 = report.sections.iter().map(|s| s.hands).sum();
        assert!(asked as usize >= table.rows.len(), "{}", report.to_text());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    #[test]
    fn a_program_whose_answers_are_malformed_is_never_judged_conformant(
        pick in any::<usize>(), seed in any::<u64>(), which in any::<usize>(),
        how in corruption(),
    ) {
        let games: Vec<&'static Game> = Game::all().collect();
        let game = games[pick % games.len()];
        let mut table = Table::record(game, seed);
        let k = which % table.rows.len();
        let shows = corrupt(game, &mut table, k, &how);
        prop_assume!(shows.is_some());
        let shows = shows.unwrap();
        let report = table.check(game, seed, "corrupt");
        let text = report.to_text();
        prop_assert!(
            !report.conformant(),
            "{}: {:?} on `{}` judged conformant:\n{}",
            game.id, how, table.rows[k].1, text
        );
        prop_assert!(
            shows.iter().any(|s| text.contains(s.as_str())),
            "{}: {:?}: the report names none of {:?}:\n{}",
            game.id, how, shows, text
        );
    }
}
