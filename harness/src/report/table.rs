//! The terminal report: the grouped matrix as an aligned text table, the
//! legend, every unexpected result with what changed, every load problem,
//! and a summary line. Colours only when `color` is set (a terminal).

use super::matrix::{self, Matrix, Tone};
use super::RunReport;
use std::fmt::Write;

fn paint(text: &str, tone: Tone, color: bool) -> String {
    if !color {
        return text.to_string();
    }
    let code = match tone {
        Tone::Pass => "32",
        Tone::Expected => "33",
        Tone::Unexpected => "1;31",
        Tone::Crash => "35",
        Tone::Skipped | Tone::Empty => "2",
        Tone::Shown => "36",
    };
    format!("\x1b[{code}m{text}\x1b[0m")
}

/// The widest a line of the terminal report may be.
pub const WIDTH: usize = 100;

fn width(s: &str) -> usize {
    display_width(s)
}

/// Width in terminal columns: CJK characters (the Japanese category names)
/// take two.
pub fn display_width(s: &str) -> usize {
    s.chars()
        .map(|c| match c as u32 {
            0x1100..=0x115F
            | 0x2E80..=0xA4CF
            | 0xAC00..=0xD7A3
            | 0xF900..=0xFAFF
            | 0xFF00..=0xFF60 => 2,
            _ => 1,
        })
        .sum()
}

/// Wraps `text` at spaces into lines of at most `WIDTH` characters, every
/// line after the first starting with `indent` (the first keeps the text's
/// own leading spaces): [`wrap_lines`] joined.
pub fn wrap_text(text: &str, indent: &str) -> String {
    let body = text.trim_start_matches(' ');
    wrap_lines(body, &text[..text.len() - body.len()], indent, WIDTH).join("\n")
}

/// Wraps `text`'s words (split at spaces) into lines of at most `max`
/// characters: the first line starts with `first`, the others with `rest`.
/// A word longer than a line gets a line of its own (see [`fit`] to cut
/// one). No lines for a text without words.
pub fn wrap_lines(text: &str, first: &str, rest: &str, max: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = first.to_string();
    let mut started = false;
    for word in text.split(' ') {
        if started && width(&line) + 1 + width(word) > max {
            lines.push(std::mem::replace(&mut line, rest.to_string()));
            started = false;
        }
        if started {
            line.push(' ');
        }
        line.push_str(word);
        started |= !word.is_empty();
    }
    if started {
        lines.push(line);
    }
    lines
}

/// Cuts a line to `max` columns, its last one `…` when it was longer.
pub fn fit(line: String, max: usize) -> String {
    if width(&line) > max {
        let mut out = String::new();
        for c in line.chars() {
            if width(&out) + display_width(c.encode_utf8(&mut [0; 4])) + 1 > max {
                break;
            }
            out.push(c);
        }
        out.push('…');
        out
    } else {
        line
    }
}

/// A table laid out by [`columns`]: its header and rule lines, then each
/// row's lines (more than one where a cell was wrapped).
pub struct Columns {
    /// The header line and the rule of dashes under it.
    pub head: [String; 2],
    /// Each row's lines, in the order of the rows given.
    pub rows: Vec<Vec<String>>,
}

/// Cells under `headers` as aligned columns, two spaces apart, trailing
/// spaces trimmed. When the lines would be wider than [`WIDTH`], the
/// columns are one space apart; when that is still too wide, the cells of
/// column `wrap` are wrapped after a space or a hyphen to the room left
/// (at least 16 columns, a longer piece cut with `…`), their further lines
/// under that column with the other columns blank. Every other cell stays
/// whole on its row's first line, so a script can read the rows by words.
pub fn columns(headers: &[&str], rows: &[Vec<String>], wrap: usize) -> Columns {
    let n = headers.len();
    let mut widths: Vec<usize> = headers.iter().map(|h| display_width(h)).collect();
    for r in rows {
        for (w, cell) in widths.iter_mut().zip(r) {
            *w = (*w).max(display_width(cell));
        }
    }
    let total = |gap: usize| widths.iter().sum::<usize>() + gap * n.saturating_sub(1);
    let gap = if total(2) <= WIDTH { 2 } else { 1 };
    if total(gap) > WIDTH && wrap < n {
        let rest = total(gap) - widths[wrap];
        widths[wrap] = WIDTH.saturating_sub(rest).max(16);
    }
    let join = |cells: &[&str]| {
        let mut line = String::new();
        for (i, (cell, w)) in cells.iter().zip(&widths).enumerate() {
            line.push_str(cell);
            if i + 1 < cells.len() {
                line.push_str(&" ".repeat(w.saturating_sub(display_width(cell)) + gap));
            }
        }
        line.trim_end().to_string()
    };
    let rule: Vec<String> = widths.iter().map(|&w| "-".repeat(w)).collect();
    let head = [
        join(headers),
        join(&rule.iter().map(String::as_str).collect::<Vec<_>>()),
    ];
    let rows = rows
        .iter()
        .map(|r| {
            let wrapped: Vec<String> = match r.get(wrap) {
                Some(cell) if display_width(cell) > widths[wrap] => wrap_cell(cell, widths[wrap]),
                Some(cell) => vec![cell.clone()],
                None => Vec::new(),
            };
            (0..wrapped.len().max(1))
                .map(|k| {
                    let cells: Vec<&str> = r
                        .iter()
                        .enumerate()
                        .map(|(i, cell)| match (i == wrap, k) {
                            (true, _) => wrapped.get(k).map_or("", String::as_str),
                            (false, 0) => cell.as_str(),
                            (false, _) => "",
                        })
                        .collect();
                    join(&cells)
                })
                .collect()
        })
        .collect();
    Columns { head, rows }
}

/// A cell's text in lines of at most `max` columns, broken after a space
/// or a hyphen (`short-deck-trips-over-` / `straight`); a longer piece is
/// cut with `…`.
fn wrap_cell(text: &str, max: usize) -> Vec<String> {
    let mut pieces = Vec::new();
    let mut start = 0;
    for (i, c) in text.char_indices() {
        if c == ' ' || c == '-' {
            pieces.push(&text[start..i + 1]);
            start = i + 1;
        }
    }
    pieces.push(&text[start..]);
    let mut lines = Vec::new();
    let mut line = String::new();
    for piece in pieces {
        if !line.is_empty()
            && display_width(line.trim_end()) + display_width(piece.trim_end()) > max
        {
            lines.push(fit(line.trim_end().to_string(), max));
            line.clear();
        }
        line.push_str(piece);
    }
    if !line.trim_end().is_empty() {
        lines.push(fit(line.trim_end().to_string(), max));
    }
    lines
}

/// Short, unique column keys: the initials of a name's words (`full-houses-
/// and-quads` → `fhaq`, `perl-count+lift` → `pcl`), the first two letters
/// of a one-word name (three where two clash), a digit added where keys
/// still clash.
pub fn short_keys(names: &[String]) -> Vec<String> {
    let mut keys: Vec<String> = Vec::new();
    for name in names {
        let words: Vec<&str> = name
            .split(['-', '+', '_', ' '])
            .filter(|w| !w.is_empty())
            .collect();
        let mut key: String = if words.len() == 1 {
            words[0].chars().take(2).collect()
        } else {
            words.iter().filter_map(|w| w.chars().next()).collect()
        };
        key = key.to_lowercase();
        if keys.contains(&key) && words.len() == 1 {
            key = words[0].chars().take(3).collect::<String>().to_lowercase();
        }
        if keys.contains(&key) {
            let base = key.clone();
            let mut n = 2;
            while keys.contains(&key) {
                key = format!("{base}{n}");
                n += 1;
            }
        }
        keys.push(key);
    }
    keys
}

/// A cell in a few characters: `✓` (all that ran passed), `3x` (expected
/// failures), `2!` (unexpected), `1C` (crashes), `?` (shown only), `-`
/// (all skipped), `·` (nothing); news first (`2!3x`).
pub fn compact(c: &super::matrix::Cell) -> String {
    if c.is_empty() {
        return "·".into();
    }
    let mut s = String::new();
    for (n, sym) in [(c.unexpected, "!"), (c.crash, "C"), (c.expected, "x")] {
        if n > 0 {
            s.push_str(&format!("{n}{sym}"));
        }
    }
    if s.is_empty() {
        s.push_str(if c.pass > 0 {
            "✓"
        } else if c.shown > 0 {
            "?"
        } else {
            "-"
        });
    }
    s
}

/// The matrix split into one table per set of columns that rows fill (in
/// practice: per game, and the parser's reject cases), each with only its
/// own columns, so that it stays narrow as games are added: in the
/// evaluators view one table for hold'em's evaluators and files, one per
/// other game.
fn render_by_game(m: &Matrix, color: bool) -> String {
    let mut groups: Vec<(Vec<bool>, Vec<usize>)> = Vec::new();
    for (i, row) in m.rows.iter().enumerate() {
        let mask: Vec<bool> = row.cells.iter().map(|c| !c.is_empty()).collect();
        match groups.iter_mut().find(|(g, _)| *g == mask) {
            Some((_, rows)) => rows.push(i),
            None => groups.push((mask, vec![i])),
        }
    }
    let mut out = String::new();
    for (k, (mask, rows)) in groups.iter().enumerate() {
        let keep: Vec<usize> = (0..m.columns.len()).filter(|&c| mask[c]).collect();
        let sub = Matrix {
            row_kind: m.row_kind,
            column_kind: m.column_kind,
            columns: keep.iter().map(|&c| m.columns[c].clone()).collect(),
            rows: rows
                .iter()
                .map(|&r| super::matrix::Row {
                    labels: m.rows[r].labels.clone(),
                    cells: keep.iter().map(|&c| m.rows[r].cells[c]).collect(),
                })
                .collect(),
        };
        if k > 0 {
            out.push('\n');
        }
        out.push_str(&render_matrix(&sub, color));
    }
    out
}

/// The matrix as text no wider than [`WIDTH`]: columns under short keys
/// (their names in a key list below), one row per evaluator (or per group
/// of cases with the same results), full names only (a name too long for
/// its column gets a line of its own).
pub fn render_matrix(m: &Matrix, color: bool) -> String {
    let mut out = String::new();
    let by_case = m.row_kind == "cases";
    // One row per label in the evaluators view; groups of cases stay grouped.
    let rows: Vec<(String, &[super::matrix::Cell], Vec<String>)> = m
        .rows
        .iter()
        .flat_map(|r| {
            if by_case {
                let label = match r.labels.len() {
                    1 => r.labels[0].clone(),
                    n => format!("{} (+{} alike)", r.labels[0], n - 1),
                };
                vec![(label, &r.cells[..], r.labels[1..].to_vec())]
            } else {
                r.labels
                    .iter()
                    .map(|l| (l.clone(), &r.cells[..], Vec::new()))
                    .collect()
            }
        })
        .collect();
    let keys = short_keys(&m.columns);
    let cells: Vec<Vec<String>> = rows
        .iter()
        .map(|(_, cells, _)| cells.iter().map(compact).collect())
        .collect();
    let col_w: Vec<usize> = (0..m.columns.len())
        .map(|c| {
            cells
                .iter()
                .map(|row| width(&row[c]))
                .chain([width(&keys[c])])
                .max()
                .unwrap_or(1)
        })
        .collect();
    let cols_w: usize = col_w.iter().map(|w| w + 2).sum();
    let label_w = rows
        .iter()
        .map(|(l, _, _)| width(l))
        .chain([width(m.row_kind)])
        .max()
        .unwrap_or(8)
        .min(WIDTH.saturating_sub(cols_w).max(12));
    let _ = write!(out, "{:label_w$}", m.row_kind);
    for (k, w) in keys.iter().zip(&col_w) {
        let _ = write!(out, "  {k:>w$}");
    }
    out.push('\n');
    for (((label, row_cells, others), texts), _) in rows.iter().zip(&cells).zip(0..) {
        if width(label) > label_w {
            let _ = writeln!(out, "{label}");
            let _ = write!(out, "{:label_w$}", "");
        } else {
            let _ = write!(out, "{label:label_w$}");
        }
        for ((cell, text), w) in row_cells.iter().zip(texts).zip(&col_w) {
            let pad = w.saturating_sub(width(text));
            let _ = write!(
                out,
                "  {}{}",
                " ".repeat(pad),
                paint(text, cell.tone(), color)
            );
        }
        out.push('\n');
        if !others.is_empty() {
            let _ = writeln!(
                out,
                "{}",
                wrap_text(&format!("    alike: {}", others.join(", ")), "      ")
            );
        }
    }
    let names: Vec<String> = keys
        .iter()
        .zip(&m.columns)
        .map(|(k, n)| format!("{k} {n}"))
        .collect();
    let _ = writeln!(
        out,
        "\n{}",
        wrap_text(&format!("{}: {}", m.column_kind, names.join(" · ")), "  ")
    );
    out
}

/// The whole terminal report.
pub fn render(report: &RunReport, m: &Matrix, color: bool) -> String {
    let mut out = render_by_game(m, color);
    let legend: Vec<String> = matrix::LEGEND
        .iter()
        .map(|(sym, name, what)| format!("{sym} {name} ({what})"))
        .collect();
    let _ = writeln!(
        out,
        "{}",
        wrap_text(
            &format!("cells: {}; · nothing to run", legend.join("; ")),
            "  "
        )
    );
    if m.row_kind == "cases" {
        let (columns, rows) = super::defined::grid(report);
        if !rows.is_empty() {
            out.push_str("\nimplementation-defined answers (shown, never failed):\n");
            for row in rows {
                let answers: Vec<String> = columns
                    .iter()
                    .zip(&row.answers)
                    .filter_map(|(c, a)| a.as_ref().map(|a| format!("{c}: {a}")))
                    .collect();
                let _ = writeln!(
                    out,
                    "{}",
                    wrap_text(
                        &format!("  {} [{}]  {}", row.case, row.input, answers.join(" | ")),
                        "      "
                    )
                );
            }
        }
    }
    let unexpected: Vec<_> = report
        .records
        .iter()
        .filter(|r| r.status.is_unexpected())
        .collect();
    if !unexpected.is_empty() {
        let _ = writeln!(
            out,
            "\n{}",
            paint(
                &format!("{} unexpected results:", unexpected.len()),
                Tone::Unexpected,
                color
            )
        );
        for r in unexpected {
            let _ = writeln!(
                out,
                "  {}::{}  ({}:{})",
                r.evaluator, r.case, r.path, r.line
            );
            for line in [
                r.message.clone().unwrap_or_default(),
                format!("cards: {}", r.input),
                format!("expected: {}", r.expected),
                format!("got: {}", r.got),
            ] {
                let _ = writeln!(out, "{}", wrap_text(&format!("    {line}"), "      "));
            }
        }
    }
    if !report.problems.is_empty() {
        let _ = writeln!(
            out,
            "\n{}",
            paint(
                &format!("{} load problems:", report.problems.len()),
                Tone::Unexpected,
                color
            )
        );
        // One line each, unwrapped: `file:line: case: problem` stays greppable.
        for p in &report.problems {
            let _ = writeln!(out, "  {p}");
        }
    }
    let _ = writeln!(out, "\n{}", wrap_text(&matrix::summary(report), "  "));
    if m.row_kind != "cases" {
        let _ = writeln!(
            out,
            "{}",
            wrap_text(
                "each case and why it fails: `showdown run --cases`, or `showdown run --format html -o \
                 report.html`; one evaluator on one hand: `showdown explain \"HAND\" -e NAME`",
                "  "
            )
        );
    }
    let _ = writeln!(out, "{}", verdict_line(report));
    out
}

/// The last line: whether the run went as its expectations say.
pub fn verdict_line(report: &RunReport) -> String {
    let t = matrix::totals(report);
    let known = t.expected
        + report
            .records
            .iter()
            .filter(|r| r.status == super::Status::ExpectedFailure && r.is_crash())
            .count();
    let unexpected = t.unexpected;
    if report.failed() {
        format!(
            "NOT as expected: {unexpected} unexpected result(s), {} load problem(s) (listed above); \
             {known} known failures (vectors/expectations/)",
            report.problems.len()
        )
    } else {
        format!("as expected: {known} known failures (vectors/expectations/), 0 unexpected")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A table wider than the report wraps its one wrapping column (after
    /// a space or a hyphen), the other columns blank on the further lines,
    /// every line within `WIDTH`; CJK characters count two columns.
    #[test]
    fn columns_wrap_one_column_to_fit_the_width() {
        let headers = ["evaluator", "game", "answer", "strength"];
        let name = "crate-playing-cards-deuce-to-seven";
        let row = |game: &str, answer: &str| -> Vec<String> {
            vec![name.into(), game.into(), answer.into(), "yes".into()]
        };
        let short = vec![
            "reference".into(),
            "holdem".into(),
            "one".into(),
            "no".into(),
        ];
        let narrow = columns(&headers, std::slice::from_ref(&short), 2);
        assert_eq!(narrow.rows[0], ["reference  holdem  one     no"]);
        let long_answer = "straight (ストレート) rejected: cannot run: 5 cards: the program \
                           handles exactly 7, the board then the hole cards";
        let long_game = "short-deck-trips-over-straight-and-then-some-more-words-of-a-game";
        for (wrap, rows) in [
            (2, vec![row("holdem", long_answer), short.clone()]),
            (1, vec![row(long_game, "flush (フラッシュ)"), short.clone()]),
        ] {
            let t = columns(&headers, &rows, wrap);
            for l in t.head.iter().chain(t.rows.iter().flatten()) {
                assert!(
                    display_width(l) <= WIDTH,
                    "{} columns: {l}",
                    display_width(l)
                );
            }
            assert!(t.rows[0].len() > 1, "the long row wraps: {:?}", t.rows[0]);
            assert!(t.rows[0][0].starts_with(name));
            assert!(t.rows[0][1..].iter().all(|l| l.starts_with(' ')));
            assert_eq!(t.rows[1].len(), 1);
        }
        // A hyphenated word breaks after a hyphen, none of it lost.
        let t = columns(&headers, &[row(long_game, long_answer)], 1);
        let game: String = t.rows[0]
            .iter()
            .map(|l| {
                l[name.len()..]
                    .trim_start()
                    .split("  ")
                    .next()
                    .unwrap_or("")
            })
            .collect();
        assert!(t.rows[0][0].contains("short-deck-"), "{:?}", t.rows[0]);
        assert_eq!(game, long_game, "{:?}", t.rows[0]);
    }

    #[test]
    fn wrapped_lines_keep_their_indents_and_width() {
        let lines = wrap_lines("aaa bbb ccc ddd", "> ", "  ", 9);
        assert_eq!(lines, ["> aaa bbb", "  ccc ddd"]);
        // A word longer than a line stands alone; `fit` cuts it.
        let lines = wrap_lines("a 123456789012 b", "", "", 8);
        assert_eq!(lines, ["a", "123456789012", "b"]);
        assert_eq!(fit(lines[1].clone(), 8), "1234567…");
        assert_eq!(fit("short".to_string(), 8), "short");
        assert!(wrap_lines("", "  ", "  ", 8).is_empty());
        // wrap_text keeps the text's own leading spaces on the first line.
        let long = format!("   {}", ["word"; 30].join(" "));
        let text = wrap_text(&long, "      ");
        assert!(text.starts_with("   word word"), "{text}");
        assert!(text.lines().skip(1).all(|l| l.starts_with("      word")));
        assert!(text.lines().all(|l| width(l) <= WIDTH), "{text}");
        assert_eq!(text.split_whitespace().count(), 30);
    }
}
