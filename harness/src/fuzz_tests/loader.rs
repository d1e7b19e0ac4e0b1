//! Fuzzing the vector loader with the real files in `vectors/`, mutated
//! (bytes, lines, keys, values) and at random: never a panic; every error
//! names the file and a line inside it; a mutated case that still loads is
//! still true (the game's reference passes it), so a broken case is never
//! loaded silently; and a key or value broken on purpose gets an error on
//! its own line or naming its case.

use super::{config, mutate};
use crate::engine::case::Outcome;
use crate::vectors::{load_str, Suite};
use proptest::prelude::*;
use std::path::{Path, PathBuf};

/// The vector files, as `(path shown, text)`.
fn corpus() -> &'static [(PathBuf, String)] {
    static CORPUS: std::sync::OnceLock<Vec<(PathBuf, String)>> = std::sync::OnceLock::new();
    CORPUS.get_or_init(|| {
        let dir = Path::new(env!("SHOWDOWN_VECTORS_DIR"));
        let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
            .expect("the vectors folder")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "toml"))
            .collect();
        files.sort();
        files
            .into_iter()
            .map(|p| {
                let text = std::fs::read_to_string(&p).expect("a vector file");
                (Path::new("vectors").join(p.file_name().unwrap()), text)
            })
            .collect()
    })
}

fn load(path: &Path, src: &str) -> Suite {
    let mut suite = Suite::default();
    load_str(path, src, &mut suite);
    suite
}

/// The loader's promises on any text: every error names this file and a
/// line inside it with a message; every case that loaded is at a line
/// inside the file, carries the file's stem, and is true: the game's
/// reference passes it (or is not judged on it).
fn assert_sound(path: &Path, src: &str, suite: &Suite) -> Result<(), TestCaseError> {
    let lines = src.lines().count().max(1) + 1;
    let stem = crate::vectors::file_stem(path);
    for e in &suite.errors {
        prop_assert_eq!(&e.file, &path.display().to_string());
        // Line 0 (the whole file) only for a file left without any case.
        let whole_file = e.message == crate::vectors::NO_CASE && suite.cases.is_empty();
        let first = usize::from(!whole_file);
        prop_assert!(
            (first..=lines).contains(&e.line),
            "line {} of {}: {}",
            e.line,
            lines,
            e
        );
        prop_assert!(!e.message.trim().is_empty(), "{}", e);
    }
    for case in &suite.cases {
        prop_assert!((1..=lines).contains(&case.line), "{}", case.id);
        prop_assert!(case.id.starts_with(&format!("{stem}/")), "{}", case.id);
        let reference = showdown_evaluators::games::reference_for(case.game);
        let (got, outcome) = crate::runner::run_one(case, &*reference);
        prop_assert!(
            matches!(
                outcome,
                Outcome::Pass | Outcome::Skipped { .. } | Outcome::Shown { .. }
            ),
            "a broken case loaded silently: {} (line {}): the reference says {}: {:?}",
            case.id,
            case.line,
            got,
            outcome
        );
    }
    Ok(())
}

/// One mutation of a file's lines.
#[derive(Clone, Debug)]
enum LineOp {
    /// Characters of one line mutated (see [`mutate`]).
    Chars(usize, u8, usize, char),
    Delete(usize),
    Duplicate(usize),
    Swap(usize, usize),
    /// A line of another file put in place of this one.
    Foreign(usize, usize, usize),
    /// The value of a `key = value` line replaced by another line's value.
    Value(usize, usize),
    /// The key of a `key = value` line replaced by another line's key.
    Key(usize, usize),
}

fn line_op() -> impl Strategy<Value = LineOp> {
    let i = any::<usize>();
    prop_oneof![
        (i, any::<u8>(), i, super::any_char()).prop_map(|(a, b, c, d)| LineOp::Chars(a, b, c, d)),
        i.prop_map(LineOp::Delete),
        i.prop_map(LineOp::Duplicate),
        (i, i).prop_map(|(a, b)| LineOp::Swap(a, b)),
        (i, i, i).prop_map(|(a, b, c)| LineOp::Foreign(a, b, c)),
        (i, i).prop_map(|(a, b)| LineOp::Value(a, b)),
        (i, i).prop_map(|(a, b)| LineOp::Key(a, b)),
    ]
}

/// `key = value` split at the first ` = `.
fn key_value(line: &str) -> Option<(&str, &str)> {
    line.split_once(" = ")
}

fn apply(lines: &mut Vec<String>, op: &LineOp) {
    if lines.is_empty() {
        return;
    }
    let n = lines.len();
    // Lines holding `key = value`, for the key and value mutations.
    let pairs: Vec<usize> = (0..n).filter(|&k| key_value(&lines[k]).is_some()).collect();
    match *op {
        LineOp::Chars(i, o, at, ch) => lines[i % n] = mutate(&lines[i % n], o, at, ch),
        LineOp::Delete(i) => {
            lines.remove(i % n);
        }
        LineOp::Duplicate(i) => {
            let l = lines[i % n].clone();
            lines.insert(i % n, l);
        }
        LineOp::Swap(a, b) => lines.swap(a % n, b % n),
        LineOp::Foreign(i, f, j) => {
            let other = &corpus()[f % corpus().len()].1;
            let others: Vec<&str> = other.lines().collect();
            if !others.is_empty() {
                lines[i % n] = others[j % others.len()].to_string();
            }
        }
        LineOp::Value(a, b) if !pairs.is_empty() => {
            let (to, from) = (pairs[a % pairs.len()], pairs[b % pairs.len()]);
            let value = key_value(&lines[from]).unwrap().1.to_string();
            let key = key_value(&lines[to]).unwrap().0.to_string();
            lines[to] = format!("{key} = {value}");
        }
        LineOp::Key(a, b) if !pairs.is_empty() => {
            let (to, from) = (pairs[a % pairs.len()], pairs[b % pairs.len()]);
            let key = key_value(&lines[from]).unwrap().0.to_string();
            let value = key_value(&lines[to]).unwrap().1.to_string();
            lines[to] = format!("{key} = {value}");
        }
        _ => {}
    }
}

#[test]
fn every_real_vector_file_loads_clean_and_the_reference_passes_it() {
    // The properties below would be empty if the originals did not load.
    for (path, src) in corpus() {
        let suite = load(path, src);
        assert!(suite.errors.is_empty(), "{path:?}: {:?}", suite.errors);
        assert!(!suite.cases.is_empty(), "{path:?}");
        let r: Result<(), TestCaseError> = assert_sound(path, src, &suite);
        r.unwrap();
    }
}

/// The case (its id) whose table holds line `at` (0-based) of `lines`,
/// and the 1-based line of its header, if any.
fn case_around(stem: &str, lines: &[String], at: usize) -> Option<(String, usize)> {
    let header = (0..=at).rev().find(|&k| lines[k].starts_with("[["))?;
    let name = lines[header..]
        .iter()
        .skip(1)
        .take_while(|l| !l.starts_with("[["))
        .find_map(|l| {
            let (k, v) = key_value(l)?;
            (k.trim() == "name").then(|| v.trim().trim_matches('"').to_string())
        })?;
    Some((format!("{stem}/{name}"), header + 1))
}

proptest! {
    #![proptest_config(config(64))]

    #[test]
    fn mutated_vector_files_never_panic_and_never_load_a_broken_case(
        pick in any::<usize>(), ops in prop::collection::vec(line_op(), 1..4),
    ) {
        let (path, src) = &corpus()[pick % corpus().len()];
        let mut lines: Vec<String> = src.lines().map(str::to_string).collect();
        for op in &ops {
            apply(&mut lines, op);
        }
        let text = lines.join("\n");
        let suite = load(path, &text);
        assert_sound(path, &text, &suite)?;
    }

    #[test]
    fn random_text_and_bytes_never_panic(
        bytes in prop::collection::vec(any::<u8>(), 0..400),
        pick in any::<usize>(), cut in any::<usize>(),
    ) {
        // Raw bytes read as text the way a file would be (lossily), and a
        // real file cut short anywhere.
        let path = Path::new("vectors/fuzz.toml");
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let suite = load(path, &text);
        assert_sound(path, &text, &suite)?;
        let (path, src) = &corpus()[pick % corpus().len()];
        let mut end = cut % (src.len() + 1);
        while !src.is_char_boundary(end) {
            end -= 1;
        }
        let suite = load(path, &src[..end]);
        assert_sound(path, &src[..end], &suite)?;
    }

    #[test]
    fn an_unknown_key_or_a_bad_card_is_named_on_its_line_or_case(
        pick in any::<usize>(), which in any::<usize>(), card in any::<bool>(),
    ) {
        let (path, src) = &corpus()[pick % corpus().len()];
        let mut lines: Vec<String> = src.lines().map(str::to_string).collect();
        let stem = crate::vectors::file_stem(path);
        // A key inside a case (not `name`, which identifies it).
        let targets: Vec<usize> = (0..lines.len())
            .filter(|&k| {
                key_value(&lines[k]).is_some_and(|(key, _)| {
                    let key = key.trim();
                    if card { key == "cards" } else { key != "name" }
                }) && case_around(&stem, &lines, k).is_some()
            })
            .collect();
        prop_assume!(!targets.is_empty());
        let at = targets[which % targets.len()];
        let (id, header) = case_around(&stem, &lines, at).unwrap();
        let (key, value) = key_value(&lines[at]).map(|(k, v)| (k.to_string(), v.to_string())).unwrap();
        lines[at] = if card {
            // The first card of the hand becomes one that does not exist.
            let v = value.trim_start_matches('"');
            format!("{key} = \"Xx{}", &v[v.find(' ').unwrap_or(v.len().saturating_sub(1))..])
        } else {
            format!("{}-typo = {value}", key.trim())
        };
        let text = lines.join("\n");
        let suite = load(path, &text);
        assert_sound(path, &text, &suite)?;
        prop_assert!(
            suite.cases.iter().all(|c| c.id != id),
            "{id} loaded though line {} reads {:?}", at + 1, lines[at]
        );
        let named = suite.errors.iter().any(|e| {
            e.case.as_deref() == Some(id.as_str()) && (e.line == at + 1 || e.line == header)
        });
        prop_assert!(
            named,
            "no error names case {id} on line {} or {header} ({:?}): {:?}",
            at + 1, lines[at], suite.errors
        );
    }
}
