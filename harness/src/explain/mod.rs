//! `showdown explain`: one hand through the reference and every evaluator,
//! side by side, with each disagreement explained by the deviation class
//! that predicts it (or flagged loudly as UNEXPLAINED).
//!
//! [`explain_with`] computes an [`Explanation`] (no printing); [`render`]
//! turns it into the text the CLI prints. Cards are passed to every
//! evaluator in the order the user gave them: evaluators whose order is
//! [`CardOrder::HoleLast`] read the last two cards as the player's hole cards,
//! and the output says so.

pub mod versus;

use showdown_evaluators::card::{format_cards, Card, Rank};
use showdown_evaluators::category::Category;
use showdown_evaluators::combinations::Combinations;
use showdown_evaluators::evaluator::{
    CardOrder, Deviation, DeviationKind, Evaluator, Rejected, Verdict,
};

use showdown_evaluators::game::Game;
use showdown_evaluators::registry;
use std::fmt::Write as _;
use std::sync::Arc;

/// What to show.
#[derive(Clone, Debug, Default)]
pub struct ExplainOptions {
    /// Print each evaluator's `trace()` under its row.
    pub trace: bool,
    /// Also run evaluators on card counts outside their domain (their answer
    /// is shown, marked as out of domain).
    pub out_of_domain: bool,
    /// The game (`None`: hold'em); the hand's cards are joined as
    /// [`games::evaluate_joined`](showdown_evaluators::games::evaluate_joined) says.
    pub game: Option<&'static Game>,
}

/// The reference's answer.
#[derive(Clone, Debug)]
pub struct ReferenceAnswer {
    /// The hand's category (high card when the reference refuses the hand).
    pub category: Category,
    /// The best five is an ace-high straight flush (a royal flush).
    pub royal: bool,
    /// The cards that make the hand, as the reference gives them (fewer than
    /// five for a short hand; empty when it gives none).
    pub best_five: Vec<Card>,
    /// The reference's strength: the category's place in the game shifted
    /// left by 12, plus the hand's index within the category (0 when it
    /// gives none).
    pub strength: u16,
    /// The low half, in a hi-lo game ([`Low::NotPlayed`](showdown_evaluators::evaluator::Low::NotPlayed) otherwise).
    pub low: showdown_evaluators::evaluator::Low,
}

impl ReferenceAnswer {
    /// The hold'em reference's answer on these cards.
    pub fn of(cards: &[Card]) -> ReferenceAnswer {
        ReferenceAnswer::of_game(Game::default_game(), cards)
    }

    /// The reference's answer on these cards in `game` (joined cards; an
    /// answer it refuses reads as high card with no best five).
    pub fn of_game(game: &'static Game, cards: &[Card]) -> ReferenceAnswer {
        let reference = showdown_evaluators::games::reference_for(game);
        let verdict = showdown_evaluators::games::evaluate_joined(&*reference, cards).ok();
        let category = verdict.map_or(Category::HighCard, |v| v.category);
        let best_five = reference.best_five(cards).unwrap_or_default();
        let royal = category == Category::StraightFlush
            && best_five.first().map(|c| c.rank()) == Some(Rank::Ace)
            && best_five.get(1).map(|c| c.rank()) == Some(Rank::King);
        let strength = verdict
            .and_then(|v| v.strength)
            .and_then(|s| s.parts().first().copied())
            .map_or(0, |s| s as u16);
        ReferenceAnswer {
            category,
            royal,
            best_five,
            strength,
            low: verdict.map(|v| v.low).unwrap_or_default(),
        }
    }

    /// `royal flush (ロイヤルフラッシュ)`, `flush (フラッシュ)`, …
    pub fn display(&self) -> String {
        let high = format!(
            "{} ({})",
            self.category.display_name(self.royal),
            self.category.display_name_ja(self.royal)
        );
        match self.low {
            showdown_evaluators::evaluator::Low::NotPlayed => high,
            ref low => format!("{high} / low: {}", crate::hilo::low_text_of(low)),
        }
    }
}

/// How an evaluator's answer relates to the reference's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// Same category, and no order deviation claims the hand.
    Agrees,
    /// Same category, but a documented order deviation says its strength
    /// misplaces this hand among hands of its size.
    OrderDeviates,
    /// Another category than the reference's.
    Disagrees,
    /// In a hi-lo game: the right high category, but another low half (a
    /// low where the reference has none or the other way round, or a low
    /// that a documented low deviation claims).
    LowDiffers,
    /// It rejected a hand (in its domain, or out of it on request).
    Rejects,
    /// Not run: the card count lies outside its domain.
    NotInDomain,
}

impl Standing {
    /// Whether this row needs an explanation.
    pub fn is_deviation(self) -> bool {
        matches!(
            self,
            Standing::OrderDeviates
                | Standing::Disagrees
                | Standing::Rejects
                | Standing::LowDiffers
        )
    }

    /// The mark printed in the table.
    pub fn mark(self) -> &'static str {
        match self {
            Standing::Agrees => "agrees",
            Standing::OrderDeviates => "ORDER",
            Standing::Disagrees => "DISAGREES",
            Standing::LowDiffers => "LOW",
            Standing::Rejects => "REJECTS",
            Standing::NotInDomain => "-",
        }
    }
}

/// A deviation class that claims the hand.
#[derive(Clone, Debug)]
pub struct Claim {
    /// The class whose predicate holds (for a lift, on `subset`).
    pub deviation: Deviation,
    /// For a lift's inherited class: the five-card subset it claims.
    pub subset: Option<Vec<Card>>,
}

/// One evaluator's answer.
#[derive(Clone, Debug)]
pub struct Row {
    /// The evaluator's name.
    pub name: String,
    /// Its domain as text (`5-7`).
    pub domain: String,
    /// Its card order: with [`CardOrder::HoleLast`] it read the last two
    /// cards as the hole cards.
    pub order: CardOrder,
    /// The hand's card count lies outside its domain (it was only run
    /// because `--out-of-domain` was given, or it was not run at all).
    pub out_of_domain: bool,
    /// Its answer (`None` when not run).
    pub result: Option<Result<Verdict, Rejected>>,
    /// How its answer relates to the reference's.
    pub standing: Standing,
    /// Its deviation classes whose predicate holds on this hand.
    pub applicable: Vec<Claim>,
    /// A lift (`X+lift`): its classes are `X`'s, claimed through a five-card
    /// subset, and a claim the lift escapes (another subset wins) is masked,
    /// not wrong.
    pub via_lift: Option<String>,
    /// Its trace, when asked for and available.
    pub trace: Option<Vec<String>>,
}

impl Row {
    /// The deviation classes that explain this row's deviation: those that
    /// apply and whose kind matches what went wrong.
    pub fn explaining(&self) -> Vec<&Claim> {
        let kind = match self.standing {
            Standing::Disagrees => DeviationKind::Category,
            Standing::OrderDeviates => DeviationKind::Order,
            Standing::Rejects => DeviationKind::Rejection,
            Standing::LowDiffers => DeviationKind::Low,
            Standing::Agrees | Standing::NotInDomain => return Vec::new(),
        };
        self.applicable
            .iter()
            .filter(|c| c.deviation.kind == kind)
            .collect()
    }

    /// Deviation classes that claim this hand although the answer shows no
    /// such deviation (a wrong predicate: the property tests should catch it).
    /// (Empty for a lift: its inherited claims may be masked.)
    pub fn overclaiming(&self) -> Vec<&Claim> {
        if self.via_lift.is_some() {
            return Vec::new();
        }
        self.applicable
            .iter()
            .filter(|c| match c.deviation.kind {
                DeviationKind::Category => self.standing != Standing::Disagrees,
                DeviationKind::Rejection => self.standing != Standing::Rejects,
                // An order class is about the strength; it only shows when the
                // category is right.
                DeviationKind::Order => self.standing == Standing::Disagrees,
                // A low class is about the low half.
                DeviationKind::Low => self.standing != Standing::LowDiffers,
            })
            .collect()
    }

    /// The answer cell: `flush (フラッシュ)`, `not in domain (7 cards)`, …
    pub fn answer_text(&self, cards: usize) -> String {
        match &self.result {
            None => format!("not in domain ({cards} cards)"),
            Some(Ok(v)) => format!("{} ({})", v.category.name(), v.category.name_ja()),
            Some(Err(r)) => format!("rejected: {r}"),
        }
    }

    /// The strength cell: the evaluator's own score, or `-`.
    pub fn strength_text(&self) -> String {
        match &self.result {
            Some(Ok(Verdict {
                strength: Some(s), ..
            })) => s.to_string(),
            Some(Ok(_)) => "(category only)".into(),
            _ => "-".into(),
        }
    }
}

/// Everything `showdown explain` shows about one hand.
#[derive(Clone, Debug)]
pub struct Explanation {
    /// The game the hand was explained in.
    pub game: &'static Game,
    /// The hand, in the order the user gave it (every evaluator got that
    /// order).
    pub cards: Vec<Card>,
    /// The reference's answer.
    pub reference: ReferenceAnswer,
    /// One row per evaluator, in the order they were given.
    pub rows: Vec<Row>,
}

impl Explanation {
    /// Rows that deviate but no documented class explains.
    pub fn unexplained(&self) -> Vec<&Row> {
        self.rows
            .iter()
            .filter(|r| r.standing.is_deviation() && r.explaining().is_empty())
            .collect()
    }

    /// The row of the named evaluator.
    pub fn row(&self, name: &str) -> Option<&Row> {
        self.rows.iter().find(|r| r.name == name)
    }
}

/// Explains one hand with the given evaluators.
pub fn explain_with(
    cards: &[Card],
    evaluators: &[Arc<dyn Evaluator>],
    options: &ExplainOptions,
) -> Explanation {
    let reference = ReferenceAnswer::of_game(options.game.unwrap_or(Game::default_game()), cards);
    let rows = evaluators
        .iter()
        .map(|e| row_for(&**e, cards, &reference, options))
        .collect();
    Explanation {
        game: options.game.unwrap_or(Game::default_game()),
        cards: cards.to_vec(),
        reference,
        rows,
    }
}

fn row_for(
    e: &dyn Evaluator,
    cards: &[Card],
    reference: &ReferenceAnswer,
    options: &ExplainOptions,
) -> Row {
    let out_of_domain = !e.domain().contains(cards.len());
    let run = !out_of_domain || options.out_of_domain;
    let result = run.then(|| {
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            showdown_evaluators::games::evaluate_joined(e, cards)
        }))
        .unwrap_or_else(|_| {
            Err(Rejected::CannotRun(format!(
                "{} panicked on this hand",
                e.name()
            )))
        })
    });
    let via_lift = lift_inner(e);
    let applicable = if !run {
        Vec::new()
    } else if let Some(inner) = &via_lift {
        inner
            .deviations()
            .iter()
            .filter_map(|d| {
                claiming_subset(cards, d).map(|five| Claim {
                    deviation: *d,
                    subset: Some(five),
                })
            })
            .collect()
    } else {
        e.deviations()
            .iter()
            .filter(|d| (d.applies)(cards))
            .map(|d| Claim {
                deviation: *d,
                subset: None,
            })
            .collect()
    };
    let standing = match &result {
        None => Standing::NotInDomain,
        Some(Err(_)) => Standing::Rejects,
        Some(Ok(v)) if v.category != reference.category => Standing::Disagrees,
        Some(Ok(v))
            if crate::hilo::low_differs(&v.low, &reference.low)
                || applicable
                    .iter()
                    .any(|c| c.deviation.kind == DeviationKind::Low) =>
        {
            Standing::LowDiffers
        }
        Some(Ok(_))
            if applicable
                .iter()
                .any(|c| c.deviation.kind == DeviationKind::Order) =>
        {
            Standing::OrderDeviates
        }
        Some(Ok(_)) => Standing::Agrees,
    };
    let trace = if options.trace && run {
        e.trace(cards)
    } else {
        None
    };
    Row {
        name: e.name().to_string(),
        domain: e.domain().to_string(),
        order: e.order(),
        out_of_domain,
        result,
        standing,
        applicable,
        via_lift: via_lift.map(|i| i.name().to_string()),
        trace,
    }
}

/// The inner evaluator of a lift (`X+lift` over a registered five-card `X`)
/// that documents no classes of its own.
pub fn lift_inner(e: &dyn Evaluator) -> Option<Arc<dyn Evaluator>> {
    if !e.deviations().is_empty() {
        return None;
    }
    let inner = registry::by_name(e.name().strip_suffix("+lift")?)?;
    inner.domain().counts().eq([5]).then_some(inner)
}

/// The first five-card subset (of five or more cards) the class claims.
fn claiming_subset(cards: &[Card], d: &Deviation) -> Option<Vec<Card>> {
    if cards.len() < 5 {
        return None;
    }
    let mut combos = Combinations::new(cards.len(), 5);
    while let Some(ix) = combos.next() {
        let five: Vec<Card> = ix.iter().map(|&i| cards[i]).collect();
        if (d.applies)(&five) {
            return Some(five);
        }
    }
    None
}

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
        let _ = writeln!(
            out,
            "            exactly two hole cards ({}) and three board cards ({}): every hand \
             uses two of its hole cards, never more or fewer",
            format_cards(&from(hole)),
            format_cards(&from(board))
        );
    }
    let _ = writeln!(
        out,
        "strength:   {}  (category {} << 12 | index {} among that category's classes)",
        r.strength,
        r.strength >> 12,
        r.strength & 0xfff
    );
    if x.rows.is_empty() {
        return out;
    }
    out.push('\n');

    let headers = ["evaluator", "domain", "answer", "strength", "vs reference"];
    let cells: Vec<[String; 5]> = x
        .rows
        .iter()
        .map(|row| {
            let mut answer = row.answer_text(n);
            if row.out_of_domain && row.result.is_some() {
                answer.push_str(" [out of domain]");
            }
            [
                row.name.clone(),
                row.domain.clone(),
                answer,
                row.strength_text(),
                row.standing.mark().to_string(),
            ]
        })
        .collect();
    let mut widths = headers.map(display_width);
    for c in &cells {
        for (w, cell) in widths.iter_mut().zip(c) {
            *w = (*w).max(display_width(cell));
        }
    }
    let line = |out: &mut String, cols: [&str; 5]| {
        let mut s = String::new();
        for (i, (cell, w)) in cols.iter().zip(widths).enumerate() {
            s.push_str(cell);
            if i + 1 < cols.len() {
                s.push_str(&" ".repeat(w - display_width(cell) + 2));
            }
        }
        out.push_str(s.trim_end());
        out.push('\n');
    };
    line(&mut out, headers);
    let rule: Vec<String> = widths.iter().map(|&w| "-".repeat(w)).collect();
    line(&mut out, std::array::from_fn(|i| rule[i].as_str()));
    for (row, c) in x.rows.iter().zip(&cells) {
        line(&mut out, std::array::from_fn(|i| c[i].as_str()));
        if let Some(trace) = &row.trace {
            for t in trace {
                let _ = writeln!(out, "    | {t}");
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
        let _ = writeln!(
            out,
            "\nnote: {} read(s) the cards in the order given: board {}, hole cards {} (the last two).",
            hole_last.join(", "),
            format_cards(&x.cards[..n - 2]),
            format_cards(&x.cards[n - 2..])
        );
    }
    let skipped = x
        .rows
        .iter()
        .filter(|r| r.standing == Standing::NotInDomain)
        .count();
    if skipped > 0 {
        let _ = writeln!(
            out,
            "note: {skipped} evaluator(s) not written for {n} cards were not run (add --out-of-domain to run them anyway)."
        );
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
        let _ = writeln!(out, "  {}{ood} {what}", row.name);
        let explaining = row.explaining();
        if explaining.is_empty() {
            let _ = writeln!(
                out,
                "    UNEXPLAINED: no documented deviation class of {} covers this hand{}",
                row.name,
                if row.out_of_domain {
                    " (its classes describe its domain only)"
                } else {
                    " — please report it"
                }
            );
        }
        for c in explaining {
            let d = &c.deviation;
            match (&c.subset, &row.via_lift) {
                (Some(five), Some(inner)) => {
                    let _ = writeln!(
                        out,
                        "    [{}] (inherited from {inner}, through the five cards {}) {}",
                        d.id,
                        format_cards(five),
                        d.sentence
                    );
                }
                _ => {
                    let _ = writeln!(out, "    [{}] {}", d.id, d.sentence);
                }
            }
        }
    }
    for row in &x.rows {
        for Claim { deviation: d, .. } in row.overclaiming() {
            let _ = writeln!(
                out,
                "  warning: {} class [{}] claims this hand, but its answer shows no {} deviation",
                row.name,
                d.id,
                d.kind.token()
            );
        }
    }
    out
}

/// Width in terminal columns: CJK characters take two.
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

/// The shell command that shows this hand: `showdown explain "9h 8h …"`.
pub fn command_for(cards: &[Card]) -> String {
    format!("showdown explain \"{}\"", format_cards(cards))
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown_evaluators::card::parse_hand;
    use showdown_evaluators::evaluator::{Domain, Strength};

    /// A deliberately naive 5–7 card evaluator for testing the explanation
    /// itself: "straight flush" whenever the hand has both a straight and a
    /// flush anywhere, otherwise the reference's answer.
    struct NaiveTestDouble;

    fn straight_and_flush_anywhere(cards: &[Card]) -> bool {
        let mut suits = [0; 4];
        let mut ranks = 0u16;
        for c in cards {
            suits[c.suit().index() as usize] += 1;
            ranks |= 1 << c.rank().index();
        }
        let ranks = ranks << 1 | (ranks >> 12 & 1);
        let straight = (0..10).any(|lo| ranks >> lo & 0x1f == 0x1f);
        straight && suits.iter().any(|&s| s >= 5)
    }

    fn naive_wrong(cards: &[Card]) -> bool {
        straight_and_flush_anywhere(cards)
            && showdown_evaluators::reference::Reference::new().category(cards)
                != Category::StraightFlush
    }

    const NAIVE_DEVIATIONS: [Deviation; 1] = [Deviation {
        id: "test-naive-straight-flush",
        sentence: "a straight and a flush anywhere in the hand count as a straight flush",
        kind: DeviationKind::Category,
        applies: naive_wrong,
    }];

    impl Evaluator for NaiveTestDouble {
        fn info(&self) -> &showdown_evaluators::EvaluatorInfo {
            static INFO: showdown_evaluators::EvaluatorInfo =
                showdown_evaluators::EvaluatorInfo::holdem(
                    "test-naive",
                    Domain::range(5, 7),
                    true,
                    "test",
                    "test",
                );
            &INFO
        }
        fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
            let category = if straight_and_flush_anywhere(cards) {
                Category::StraightFlush
            } else {
                showdown_evaluators::reference::Reference::new().category(cards)
            };
            Ok(Verdict::new(
                category,
                Some(Strength::single(category.index() as i64)),
            ))
        }
        fn deviations(&self) -> &[Deviation] {
            &NAIVE_DEVIATIONS
        }
        fn trace(&self, cards: &[Card]) -> Option<Vec<String>> {
            Some(vec![format!(
                "straight and flush anywhere: {}",
                straight_and_flush_anywhere(cards)
            )])
        }
    }

    /// The same algorithm with no documented deviation.
    struct UndocumentedTestDouble;
    impl Evaluator for UndocumentedTestDouble {
        fn info(&self) -> &showdown_evaluators::EvaluatorInfo {
            static INFO: showdown_evaluators::EvaluatorInfo =
                showdown_evaluators::EvaluatorInfo::holdem(
                    "test-undocumented",
                    Domain::range(5, 7),
                    false,
                    "test",
                    "test",
                );
            &INFO
        }
        fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
            NaiveTestDouble
                .evaluate(cards)
                .map(|v| Verdict::new(v.category, None))
        }
    }

    fn doubles() -> Vec<Arc<dyn Evaluator>> {
        vec![Arc::new(NaiveTestDouble), Arc::new(UndocumentedTestDouble)]
    }

    #[test]
    fn reference_answer_in_both_languages_with_best_five() {
        let cards = parse_hand("9h 8h 7h 6c 5h Kh 2h").unwrap();
        let x = explain_with(&cards, &[], &ExplainOptions::default());
        let text = render(&x);
        assert!(
            text.contains("reference:  flush (フラッシュ)  [flush]"),
            "{text}"
        );
        assert!(text.contains("best five:  Kh 9h 8h 7h 5h"), "{text}");
        assert_eq!(x.reference.strength >> 12, Category::Flush.index() as u16);

        let royal = parse_hand("Ts Js Qs Ks As 2d").unwrap();
        let text = render(&explain_with(&royal, &[], &ExplainOptions::default()));
        assert!(text.contains("royal flush (ロイヤルフラッシュ)"), "{text}");
        let steel = parse_hand("5s 4s 3s 2s As").unwrap();
        let text = render(&explain_with(&steel, &[], &ExplainOptions::default()));
        assert!(
            text.contains("straight flush (ストレートフラッシュ)"),
            "{text}"
        );
        assert!(text.contains("best five:  5s 4s 3s 2s As"), "{text}");
    }

    #[test]
    fn disagreement_is_explained_or_flagged_unexplained() {
        let cards = parse_hand("9h 8h 7h 6c 5h Kh 2h").unwrap();
        let opts = ExplainOptions {
            trace: true,
            ..ExplainOptions::default()
        };
        let x = explain_with(&cards, &doubles(), &opts);
        let naive = x.row("test-naive").unwrap();
        assert_eq!(naive.standing, Standing::Disagrees);
        assert_eq!(naive.explaining().len(), 1);
        assert_eq!(x.unexplained().len(), 1);
        assert_eq!(x.unexplained()[0].name, "test-undocumented");
        let text = render(&x);
        assert!(
            text.contains("test-naive says straight flush, the reference says flush"),
            "{text}"
        );
        assert!(text.contains("[test-naive-straight-flush] a straight and a flush anywhere"));
        assert!(text.contains("UNEXPLAINED: no documented deviation class of test-undocumented"));
        assert!(
            text.contains("    | straight and flush anywhere: true"),
            "{text}"
        );
        assert!(text.contains("(category only)"), "{text}");
    }

    #[test]
    fn agreement_and_domain() {
        let five = parse_hand("9h 8h 7h 6c 5h").unwrap();
        let x = explain_with(&five, &doubles(), &ExplainOptions::default());
        assert!(x.rows.iter().all(|r| r.standing == Standing::Agrees));
        let text = render(&x);
        assert!(text.contains("every evaluator that ran agrees"), "{text}");
        assert!(!text.contains("    |"), "no trace unless asked: {text}");

        let four = parse_hand("9h 8h 7h 6c").unwrap();
        let x = explain_with(&four, &doubles(), &ExplainOptions::default());
        assert!(x.rows.iter().all(|r| r.standing == Standing::NotInDomain));
        let text = render(&x);
        assert!(text.contains("not in domain (4 cards)"), "{text}");
        assert!(
            text.contains("2 evaluator(s) not written for 4 cards"),
            "{text}"
        );

        let opts = ExplainOptions {
            out_of_domain: true,
            ..ExplainOptions::default()
        };
        let x = explain_with(&four, &doubles(), &opts);
        assert!(x.rows.iter().all(|r| r.out_of_domain && r.result.is_some()));
        assert!(render(&x).contains("[out of domain]"));
    }

    /// The straight-plus-flush pitfall through the real ports: js-naive
    /// calls it a straight flush and its class explains why; js-per-suit
    /// agrees; the five-card ports are not run on seven cards.
    #[test]
    fn pitfall_hand_through_the_ports() {
        let cards = parse_hand("9h 8h 7h 6c 5h Kh 2h").unwrap();
        let x = explain_with(
            &cards,
            &crate::Registry::builtin().for_game(Game::default_game(), false),
            &ExplainOptions {
                trace: true,
                ..ExplainOptions::default()
            },
        );
        let naive = x.row("js-naive").expect("js-naive is registered");
        assert_eq!(naive.standing, Standing::Disagrees);
        assert_eq!(
            naive.result.as_ref().unwrap().as_ref().unwrap().category,
            Category::StraightFlush
        );
        assert_eq!(naive.explaining().len(), 1, "{:?}", naive.applicable);
        let per_suit = x.row("js-per-suit").expect("js-per-suit is registered");
        assert_eq!(per_suit.standing, Standing::Agrees);
        assert_eq!(x.row("perl-count").unwrap().standing, Standing::NotInDomain);
        assert!(x.unexplained().is_empty(), "{}", render(&x));
        let text = render(&x);
        let naive_line = text
            .lines()
            .find(|l| l.starts_with("js-naive "))
            .expect("a js-naive row");
        assert!(
            naive_line.contains("straight flush (ストレートフラッシュ)")
                && naive_line.ends_with("DISAGREES"),
            "{naive_line}"
        );
        let per_suit_line = text
            .lines()
            .find(|l| l.starts_with("js-per-suit "))
            .unwrap();
        assert!(
            per_suit_line.contains("flush (フラッシュ)") && per_suit_line.ends_with("agrees"),
            "{per_suit_line}"
        );
        assert!(text.contains("not in domain (7 cards)"), "{text}");
        assert!(
            text.contains(
                "note: php-priority read(s) the cards in the order given: board 9h 8h 7h 6c 5h, \
                 hole cards Kh 2h (the last two)."
            ),
            "{text}"
        );
        assert!(
            text.contains(&format!(
                "js-naive says straight flush, the reference says flush\n    [{}]",
                naive.explaining()[0].deviation.id
            )),
            "{text}"
        );
        // The trace lines sit under the port's row.
        let after = text.split(naive_line).nth(1).unwrap();
        assert!(after.starts_with("\n    | "), "{text}");
    }

    #[test]
    fn japanese_names_count_double_width() {
        assert_eq!(display_width("flush (フラッシュ)"), 8 + 10);
        assert_eq!(
            command_for(&parse_hand("As Kd").unwrap()),
            "showdown explain \"As Kd\""
        );
    }
}
