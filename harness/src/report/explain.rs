//! The text `showdown explain` prints for an [`Explanation`], and for a
//! [`Versus`] (`explain HAND --vs RIVAL`).

use crate::explain::explanation::{Claim, ClassWhy, Explanation, Row, RowClass, Standing};
use crate::explain::versus::{Call, Versus};
use showdown_evaluators::card::{format_cards, Card};
use showdown_evaluators::evaluator::CardOrder;
use showdown_evaluators::game::Game;
use std::cmp::Ordering;
use std::fmt::Write as _;

/// The text `showdown explain` prints.
pub fn render(x: &Explanation) -> String {
    let mut out = String::new();
    let n = x.cards.len();
    let r = &x.reference;
    let game = x.game;
    let _ = writeln!(
        out,
        "hand:       {}  ({n} card{})",
        showdown_evaluators::games::format_joined(game, &x.cards),
        if n == 1 { "" } else { "s" }
    );
    if game != Game::default_game() {
        let _ = writeln!(out, "game:       {} ({})", game.name, game.name_ja);
    }
    if game.is_badugi() {
        // No category, no five: the largest badugi, read from its highest
        // card (ace low), and its place among the game's values.
        let mut best = r.best_five.clone();
        let low_value = |c: &Card| (c.rank().index() + 1) % 13;
        best.sort_by_key(|c| std::cmp::Reverse(low_value(c)));
        let ranks: Vec<String> = best.iter().map(|c| c.rank().symbol().to_string()).collect();
        let _ = writeln!(
            out,
            "reference:  a {}-card badugi, {} (バドゥーギ)  [low]",
            best.len(),
            ranks.join("-")
        );
        let _ = writeln!(out, "badugi:     {}", format_cards(&best));
        let _ = writeln!(
            out,
            "strength:   {}  (its place among the 1,092 badugi values: 1 is a lone king, \
             1092 A-2-3-4 of four suits)",
            r.strength
        );
        return rows_of(out, x, n);
    }
    let _ = writeln!(out, "reference:  {}  [{}]", r.display(), r.category.token());
    let _ = writeln!(out, "best five:  {}", format_cards(&r.best_five));
    if game.has_hole_cards() && r.best_five.len() == 5 {
        let (hole, board) = showdown_evaluators::games::omaha::split_joined(&x.cards);
        let from = |part: &[Card]| -> Vec<Card> {
            r.best_five
                .iter()
                .filter(|c| part.contains(c))
                .copied()
                .collect()
        };
        let text = format!(
            "exactly two hole cards ({}) and three board cards ({}): every hand uses two of \
             its hole cards, never more or fewer",
            format_cards(&from(hole)),
            format_cards(&from(board))
        );
        wrapped(&mut out, &text, "            ", "            ");
    }
    let _ = writeln!(
        out,
        "strength:   {}  (category {} << 12 | index {} among that category's classes)",
        r.strength,
        r.strength >> 12,
        r.strength & 0xfff
    );
    rows_of(out, x, n)
}

/// The evaluators' table and what follows it, after the reference's lines.
fn rows_of(mut out: String, x: &Explanation, n: usize) -> String {
    let r = &x.reference;
    if x.rows.is_empty() {
        return out;
    }
    out.push('\n');

    let headers = ["evaluator", "domain", "answer", "strength", "vs reference"];
    let cells: Vec<Vec<String>> = x
        .rows
        .iter()
        .map(|row| {
            let mut answer = row.answer_text(n);
            if row.out_of_domain && row.result.is_some() {
                answer.push_str(" [out of domain]");
            }
            vec![
                row.name.clone(),
                row.domain.clone(),
                answer,
                row.strength_text(),
                row.standing.mark().to_string(),
            ]
        })
        .collect();
    // The answer column wraps when the table is wider than the report.
    let table = super::table::columns(&headers, &cells, 2);
    for line in &table.head {
        let _ = writeln!(out, "{line}");
    }
    for (row, lines) in x.rows.iter().zip(&table.rows) {
        for line in lines {
            let _ = writeln!(out, "{line}");
        }
        if let Some(trace) = &row.trace {
            for t in trace {
                wrapped(&mut out, t, "    | ", "    |   ");
            }
        }
    }

    let hole_last: Vec<&str> = x
        .rows
        .iter()
        .filter(|r| r.order == CardOrder::HoleLast && r.result.is_some())
        .map(|r| r.name.as_str())
        .collect();
    if !hole_last.is_empty() && n >= 2 {
        let text = format!(
            "{} read(s) the cards in the order given: board {}, hole cards {} (the last two).",
            hole_last.join(", "),
            format_cards(&x.cards[..n - 2]),
            format_cards(&x.cards[n - 2..])
        );
        out.push('\n');
        wrapped(&mut out, &text, "note: ", "      ");
    }
    let skipped = x
        .rows
        .iter()
        .filter(|r| r.standing == Standing::NotInDomain)
        .count();
    if skipped > 0 {
        let text = format!(
            "{skipped} evaluator(s) not written for {n} cards were not run (add --out-of-domain \
             to run them anyway)."
        );
        wrapped(&mut out, &text, "note: ", "      ");
    }

    let deviating: Vec<&Row> = x
        .rows
        .iter()
        .filter(|r| r.standing.is_deviation())
        .collect();
    out.push('\n');
    if deviating.is_empty() {
        let _ = writeln!(out, "every evaluator that ran agrees with the reference.");
    } else {
        let _ = writeln!(out, "why they differ:");
    }
    for row in &deviating {
        let what = match (&row.result, row.standing) {
            (Some(Ok(v)), Standing::OrderDeviates) => format!(
                "says {} like the reference, but its strength {} misplaces this hand",
                v.category.name(),
                row.strength_text()
            ),
            (Some(Ok(v)), Standing::LowDiffers) => format!(
                "says {} like the reference, but its low half differs ({}; the reference: {})",
                v.category.name(),
                match v.low {
                    showdown_evaluators::evaluator::Low::NotPlayed => "no low half",
                    showdown_evaluators::evaluator::Low::NoLow => "no low",
                    showdown_evaluators::evaluator::Low::Qualifies(_) => "a low",
                    showdown_evaluators::evaluator::Low::Alone => "a low alone",
                },
                crate::hilo::low_text_of(&r.low)
            ),
            (Some(Ok(v)), _) => format!(
                "says {}, the reference says {}",
                v.category.name(),
                r.category.name()
            ),
            (Some(Err(e)), _) => format!("rejects the hand: {e}"),
            (None, _) => unreachable!("a row that was not run does not deviate"),
        };
        let ood = if row.out_of_domain {
            " (out of domain)"
        } else {
            ""
        };
        wrapped(&mut out, &format!("{}{ood} {what}", row.name), "  ", "    ");
        let explaining = row.explaining();
        if explaining.is_empty() {
            let text = format!(
                "UNEXPLAINED: no documented deviation class of {} covers this hand{}",
                row.name,
                if row.out_of_domain {
                    " (its classes describe its domain only)"
                } else {
                    " — please report it"
                }
            );
            wrapped(&mut out, &text, "    ", "      ");
        }
        for c in explaining {
            let d = &c.deviation;
            match (&c.subset, &row.via_lift) {
                (Some(five), Some(inner)) => {
                    let text = format!(
                        "[{}] (inherited from {inner}, through the five cards {}) {}",
                        d.id,
                        format_cards(five),
                        d.sentence
                    );
                    wrapped(&mut out, &text, "    ", "      ");
                }
                _ => {
                    let text = format!("[{}] {}", d.id, d.sentence);
                    wrapped(&mut out, &text, "    ", "      ");
                }
            }
        }
        row_classes(&mut out, row);
    }
    for row in &x.rows {
        for Claim { deviation: d, .. } in row.overclaiming() {
            let text = format!(
                "{} class [{}] claims this hand, but its answer shows no {} deviation",
                row.name,
                d.id,
                d.kind.token()
            );
            wrapped(&mut out, &text, "  warning: ", "    ");
        }
    }
    out
}

fn phrase(o: Ordering) -> &'static str {
    match o {
        Ordering::Greater => "the hand wins",
        Ordering::Less => "the rival wins",
        Ordering::Equal => "a tie (split pot)",
    }
}

/// The text `showdown explain HAND --vs RIVAL` prints.
pub fn render_versus(v: &Versus) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "=== the hand\n{}", render(&v.hand));
    let _ = writeln!(out, "=== the rival\n{}", render(&v.rival));
    let _ = writeln!(out, "=== who wins");
    let _ = writeln!(
        out,
        "hand:       {}\nrival:      {}\nreference:  {} ({} vs {})\n",
        format_cards(&v.hand.cards),
        format_cards(&v.rival.cards),
        phrase(v.reference),
        v.hand.reference.strength,
        v.rival.reference.strength
    );
    let lines: Vec<(String, &str)> = v
        .calls
        .iter()
        .zip(v.hand.rows.iter().zip(&v.rival.rows))
        .map(|((_, call), (ra, rb))| match call {
            Call::Says { order, agrees } => (
                format!(
                    "{} ({} vs {})",
                    phrase(*order),
                    ra.strength_text(),
                    rb.strength_text()
                ),
                if *agrees { "agrees" } else { "DISAGREES" },
            ),
            Call::CannotTell => ("cannot tell (category only, both the same)".into(), "-"),
            Call::NoAnswer if ra.result.is_none() => (ra.answer_text(v.hand.cards.len()), "-"),
            Call::NoAnswer => ("rejected one of the hands".into(), "-"),
        })
        .collect();
    let rows: Vec<Vec<String>> = v
        .calls
        .iter()
        .zip(&lines)
        .map(|((name, _), (says, mark))| vec![name.clone(), says.clone(), mark.to_string()])
        .collect();
    let table = super::table::columns(&["evaluator", "says", "vs reference"], &rows, 1);
    for line in table.head.iter().chain(table.rows.iter().flatten()) {
        let _ = writeln!(out, "{line}");
    }
    out
}

/// The known bug classes a deviating row names (the catalogue `check`'s
/// diagnosis uses), each with its lesson; at most three found by model.
fn row_classes(out: &mut String, row: &Row) {
    let own: Vec<&RowClass> = row
        .classes
        .iter()
        .filter(|c| c.why == ClassWhy::Own)
        .collect();
    let by_model: Vec<&RowClass> = row
        .classes
        .iter()
        .filter(|c| c.why == ClassWhy::Model)
        .collect();
    for c in &own {
        let text = format!("bug class `{}`: {}", c.id, c.cause);
        wrapped(out, &text, "    ", "      ");
        let _ = writeln!(out, "      lesson: {}", c.lesson);
    }
    if by_model.is_empty() {
        return;
    }
    let text = format!(
        "{} known bug class(es) give this answer (the reference with one rule broken):",
        by_model.len()
    );
    wrapped(out, &text, "    ", "      ");
    for c in by_model.iter().take(3) {
        wrapped(
            out,
            &format!("`{}`: {}", c.id, c.cause),
            "      ",
            "        ",
        );
        let _ = writeln!(out, "        lesson: {}", c.lesson);
    }
    if by_model.len() > 3 {
        let rest: Vec<&str> = by_model[3..].iter().map(|c| c.id.as_str()).collect();
        wrapped(
            out,
            &format!("and {}", rest.join(", ")),
            "      ",
            "        ",
        );
    }
}

/// `text` wrapped to 100 columns after `first`, later lines after `rest`,
/// each ended by a newline.
fn wrapped(out: &mut String, text: &str, first: &str, rest: &str) {
    for line in super::table::wrap_lines(text, first, rest, super::table::WIDTH) {
        out.push_str(&line);
        out.push('\n');
    }
}

/// Width in terminal columns: CJK characters take two.
pub use super::table::display_width;

/// The shell command that shows this hand: `showdown explain "9h 8h …"`.
pub fn command_for(cards: &[Card]) -> String {
    format!("showdown explain \"{}\"", format_cards(cards))
}
