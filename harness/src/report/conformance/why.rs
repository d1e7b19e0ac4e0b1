//! Why one hand beats another, for an order example of `check`'s report.

use crate::conformance::{Problem, ProblemKind};
use showdown_evaluators::game::Game;

/// For an order example of the high half: which hand is the stronger and
/// why, and what the program scored (lines of at most 94 columns):
/// "`Jc Jd 4h 4s Ac` beats `Jh Js 4c 4d Kc` (kicker A over K), yet both
/// score 2.9.2".
pub(super) fn order_sentence(game: &'static Game, p: &Problem) -> Option<Vec<String>> {
    if !matches!(
        p.kind,
        ProblemKind::Order | ProblemKind::Merged | ProblemKind::Split
    ) || p.example.len() != 2
    {
        return None;
    }
    let (weak, strong) = (&p.example[0], &p.example[1]);
    let show =
        |c: &[showdown_evaluators::card::Card]| showdown_evaluators::games::format_joined(game, c);
    let sentence = match p.kind {
        ProblemKind::Split => format!(
            "`{}` and `{}` tie ({}), yet they score {} and {}",
            show(&weak.cards),
            show(&strong.cards),
            why_stronger(game, &strong.cards, &weak.cards),
            weak.got,
            strong.got
        ),
        ProblemKind::Merged => format!(
            "`{}` beats `{}` ({}), yet both score {}",
            show(&strong.cards),
            show(&weak.cards),
            why_stronger(game, &strong.cards, &weak.cards),
            strong.got
        ),
        _ => format!(
            "`{}` beats `{}` ({}), yet it scores {}, below {}",
            show(&strong.cards),
            show(&weak.cards),
            why_stronger(game, &strong.cards, &weak.cards),
            strong.got,
            weak.got
        ),
    };
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in sentence.split(' ') {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > 94 {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    Some(lines)
}

/// Why `strong` beats `weak` by the rules (or that they tie): the higher
/// category, or the first rank that differs.
fn why_stronger(
    game: &'static Game,
    strong: &[showdown_evaluators::card::Card],
    weak: &[showdown_evaluators::card::Card],
) -> String {
    let model = showdown_evaluators::bug_classes::base_model(game);
    let (a, b) = (model.answer(strong), model.answer(weak));
    let (Some(sa), Some(sb)) = (a.strength, b.strength) else {
        return "the reference's order".into();
    };
    if sa == sb {
        return format!("the same {}", a.category.name());
    }
    if a.category != b.category {
        return if game.is_lowball() {
            format!(
                "{} is a better low than {}",
                a.category.name(),
                b.category.name()
            )
        } else {
            format!("{} over {}", a.category.name(), b.category.name())
        };
    }
    let symbol = |v: i64| -> char {
        if game.is_lowball() {
            match -v {
                1 | 14 => 'A',
                x => {
                    showdown_evaluators::Rank::from_index((x - 2) as u8).map_or('?', |r| r.symbol())
                }
            }
        } else if v < 0 {
            'A'
        } else {
            showdown_evaluators::Rank::from_index(v as u8).map_or('?', |r| r.symbol())
        }
    };
    let (pa, pb) = (sa.parts(), sb.parts());
    match (1..pa.len().min(pb.len())).find(|&i| pa[i] != pb[i]) {
        Some(1) if game.is_lowball() => {
            format!(
                "{} low: {} under {}",
                a.category.name(),
                symbol(pa[1]),
                symbol(pb[1])
            )
        }
        Some(1) => format!(
            "{}: {} over {}",
            a.category.name(),
            symbol(pa[1]),
            symbol(pb[1])
        ),
        Some(i) if game.is_lowball() => {
            format!(
                "card {i} of the low: {} under {}",
                symbol(pa[i]),
                symbol(pb[i])
            )
        }
        Some(2) if a.category == showdown_evaluators::Category::TwoPair => {
            format!("the second pair: {} over {}", symbol(pa[2]), symbol(pb[2]))
        }
        Some(2) if a.category == showdown_evaluators::Category::FullHouse => {
            format!("the pair: {} over {}", symbol(pa[2]), symbol(pb[2]))
        }
        Some(i) => format!("kicker {} over {}", symbol(pa[i]), symbol(pb[i])),
        None => format!("{} with more cards", a.category.name()),
    }
}
