//! The explanation of one hand as data: the reference's answer, and per
//! evaluator its answer, standing and the deviation classes that claim it.

use showdown_evaluators::card::{Card, Rank};
use showdown_evaluators::category::Category;
use showdown_evaluators::combinations::Combinations;
use showdown_evaluators::evaluator::{
    CardOrder, Deviation, DeviationKind, Evaluator, Rejected, Verdict,
};

use showdown_evaluators::game::Game;
use showdown_evaluators::registry;
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

/// A known bug class (the catalogue, [`showdown_evaluators::bug_classes`])
/// that a deviating row shows: the same list `check`'s diagnosis names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowClass {
    /// The class's id (`two-trips-lower`).
    pub id: String,
    /// Its cause, one sentence.
    pub cause: String,
    /// Where showdown teaches it.
    pub lesson: String,
    /// Why the row names it.
    pub why: ClassWhy,
}

/// Why a row names a bug class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClassWhy {
    /// The evaluator's own: a lesson's mistake, or the class of a port's
    /// deviation that claims the hand.
    Own,
    /// The class's model (the reference with that rule broken) gives this
    /// answer on this hand.
    Model,
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
    /// When it deviates: the known bug classes of the catalogue that
    /// account for its answer (its own first, then those whose model gives
    /// the same answer).
    pub classes: Vec<RowClass>,
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
            Some(Ok(v)) if v.is_low_alone() => "a low (badugi)".into(),
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
    let game = options.game.unwrap_or(Game::default_game());
    let rows = evaluators
        .iter()
        .map(|e| {
            let mut row = row_for(&**e, cards, &reference, options);
            row.classes = classes_for(&row, &**e, game, cards, &reference);
            row
        })
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
    // A panic is caught quietly (no backtrace on stderr) and shown as the
    // row's answer.
    crate::engine::panics::install_quiet_hook();
    let result = run.then(|| match crate::engine::panics::call(e, cards) {
        crate::engine::panics::Call::Answer(r) => r,
        crate::engine::panics::Call::Panicked(_) => Err(Rejected::CannotRun(format!(
            "{} panicked on this hand",
            e.name()
        ))),
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
        classes: Vec::new(),
    }
}

/// The known bug classes a deviating row shows: its own (a lesson's, the
/// classes of the port deviations that claim the hand), then every class of
/// the game whose model gives the row's category and low where the
/// reference does not.
fn classes_for(
    row: &Row,
    e: &dyn Evaluator,
    game: &'static Game,
    cards: &[Card],
    reference: &ReferenceAnswer,
) -> Vec<RowClass> {
    use showdown_evaluators::bug_classes::{self, BugClass};
    if !row.standing.is_deviation() {
        return Vec::new();
    }
    let mut out: Vec<RowClass> = Vec::new();
    let mut add = |c: &BugClass, why: ClassWhy| {
        if !out.iter().any(|r| r.id == c.id) {
            out.push(RowClass {
                id: c.id.clone(),
                cause: c.cause.clone(),
                lesson: c.lesson.clone(),
                why,
            });
        }
    };
    if let Some(c) = bug_classes::of_lesson(e.name()) {
        add(c, ClassWhy::Own);
    }
    let port = row.via_lift.as_deref().unwrap_or(&row.name);
    for claim in row.explaining() {
        if let Some(c) = bug_classes::of_port_deviation(port, claim.deviation.id) {
            add(c, ClassWhy::Own);
        }
    }
    let Some(Ok(v)) = &row.result else {
        return out;
    };
    if !matches!(row.standing, Standing::Disagrees | Standing::LowDiffers)
        || (!game.has_hole_cards() && !game.cards.contains(cards.len()))
    {
        return out;
    }
    let kind = |l: &showdown_evaluators::evaluator::Low| std::mem::discriminant(l);
    for c in bug_classes::modelled_for_game(game) {
        let model = c.model(game);
        let Ok(Some(a)) = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            showdown_evaluators::games::evaluate_joined(&model, cards).ok()
        })) else {
            continue;
        };
        let same = a.category == v.category && kind(&a.low) == kind(&v.low);
        let deviates = a.category != reference.category || kind(&a.low) != kind(&reference.low);
        if same && deviates {
            add(c, ClassWhy::Model);
        }
    }
    out
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
