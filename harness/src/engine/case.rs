//! The engine's judge of a vector case: one evaluator's answers to one
//! case, by kind of case, as the vector schema says, with the verdict of
//! the case ([`Outcome`], [`FailKind`]): categories against the reference's (by the
//! engine's judge, [`crate::engine::judge::Finding`]); relations,
//! orders and winners under the evaluator's own strength (category-only
//! evaluators on categories alone, skipped where only a strength could tell).

use super::panics::{call, Call};
use crate::engine::judge::Finding;
use crate::hilo::{low_problem, low_strength};
use crate::vectors::{
    shares_text, winners_text, Case, CaseBody, ExpectedLow, HandCase, OrderCase, ShowdownCase,
};
use serde::{Deserialize, Serialize};
use showdown_evaluators::card::{format_cards, Card};
use showdown_evaluators::category::Category;
use showdown_evaluators::evaluator::{Evaluator, Low, Rejected, Verdict};
use showdown_evaluators::games::hi_lo::{pot_shares, Share};
use std::cmp::Ordering;
use std::fmt;

/// How an answer was wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FailKind {
    /// Another category than the reference's.
    WrongCategory,
    /// A strict relation reversed (or the wrong winner).
    WrongOrder,
    /// A tie (or split pot) where the reference has none.
    FalseTie,
    /// Hands the reference ties are told apart (or one winner where the pot splits).
    MissedTie,
    /// The evaluator refused a hand in its domain.
    Rejected,
    /// The evaluator panicked.
    Crashed,
    /// The parser accepted bad input or refused it for another reason.
    WrongError,
    /// In a hi-lo game: the low half is missing, or says a low where the
    /// reference has none (or the other way round).
    WrongLow,
    /// In a hi-lo showdown: the pot is shared out otherwise than the
    /// reference shares it.
    WrongShares,
}

impl FailKind {
    /// Every kind, in the order above.
    pub const ALL: [FailKind; 9] = [
        FailKind::WrongCategory,
        FailKind::WrongOrder,
        FailKind::FalseTie,
        FailKind::MissedTie,
        FailKind::Rejected,
        FailKind::Crashed,
        FailKind::WrongError,
        FailKind::WrongLow,
        FailKind::WrongShares,
    ];

    /// `wrong-category`, `wrong-order`, `false-tie`, `missed-tie`,
    /// `rejected`, `crashed`, `wrong-error`, `wrong-low`, `wrong-shares`.
    pub const fn token(self) -> &'static str {
        match self {
            FailKind::WrongCategory => "wrong-category",
            FailKind::WrongOrder => "wrong-order",
            FailKind::FalseTie => "false-tie",
            FailKind::MissedTie => "missed-tie",
            FailKind::Rejected => "rejected",
            FailKind::Crashed => "crashed",
            FailKind::WrongError => "wrong-error",
            FailKind::WrongLow => "wrong-low",
            FailKind::WrongShares => "wrong-shares",
        }
    }

    /// The kind with this [`token`](Self::token).
    pub fn from_token(s: &str) -> Option<FailKind> {
        FailKind::ALL.into_iter().find(|k| k.token() == s)
    }
}

impl fmt::Display for FailKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.token())
    }
}

/// What happened when one evaluator met one case.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Outcome {
    /// The evaluator answered as the case requires.
    Pass,
    /// The answer is wrong.
    Fail {
        /// How it is wrong.
        kind: FailKind,
        /// What it said against what is right, in one sentence.
        detail: String,
    },
    /// The evaluator was not judged on the case.
    Skipped {
        /// Why: the hand size is outside its domain, only a strength could
        /// decide the case, or the case is a `reject` case (run against the
        /// parser).
        reason: String,
    },
    /// The evaluator panicked.
    Crash {
        /// The panic message, with the hand it panicked on.
        message: String,
    },
    /// The answer to an implementation-defined case.
    Shown {
        /// The evaluator's answer in protocol form (`flush 5.1234`).
        answer: String,
    },
}

impl Outcome {
    /// The failure kind an expectation must name: `crashed` for a crash.
    pub fn fail_kind(&self) -> Option<FailKind> {
        match self {
            Outcome::Fail { kind, .. } => Some(*kind),
            Outcome::Crash { .. } => Some(FailKind::Crashed),
            _ => None,
        }
    }

    /// The failure's sentence (the panic message for a crash).
    pub fn detail(&self) -> Option<&str> {
        match self {
            Outcome::Fail { detail, .. } => Some(detail),
            Outcome::Crash { message } => Some(message),
            _ => None,
        }
    }
}

/// `perl-count takes 5 cards, not 7`.
pub fn domain_reason(ev: &dyn Evaluator, cards: &[Card]) -> Option<String> {
    (!ev.domain().contains(cards.len())).then(|| {
        format!(
            "{} takes {} cards, not {}",
            ev.name(),
            ev.domain(),
            cards.len()
        )
    })
}

/// Judges one evaluator on vector cases against the reference of each
/// case's game.
pub struct Judge<'a> {
    /// The evaluator judged.
    pub ev: &'a dyn Evaluator,
    /// The reference of the case's game.
    pub reference: &'a dyn Evaluator,
}

/// An answer that ends the judging early: what to show, and the outcome.
type Stop = (String, Outcome);

fn fail(kind: FailKind, detail: String) -> Outcome {
    Outcome::Fail { kind, detail }
}

impl Judge<'_> {
    /// The evaluator's answer to `case` in one line, and its outcome.
    pub fn case(&self, case: &Case) -> (String, Outcome) {
        let hands = case.hands();
        if let Some(first) = hands.first() {
            if let Some(reason) = domain_reason(self.ev, first) {
                return (String::new(), Outcome::Skipped { reason });
            }
        }
        let result = match &case.body {
            CaseBody::Hand(h) => self.hand(h),
            CaseBody::Order(o) => self.order(o),
            CaseBody::Showdown(s) => self.showdown(s),
            CaseBody::Defined(d) => self.ask(&d.cards).map(|v| {
                let answer = v.to_protocol();
                (answer.clone(), Outcome::Shown { answer })
            }),
            CaseBody::Reject(_) => Ok((
                String::new(),
                Outcome::Skipped {
                    reason: "reject cases run against the parser".into(),
                },
            )),
        };
        result.unwrap_or_else(|stop| stop)
    }

    /// The reference's category (the vectors were checked against it, so it
    /// answers).
    fn reference_category(&self, cards: &[Card]) -> Category {
        showdown_evaluators::games::evaluate_joined(self.reference, cards)
            .map(|v| v.category)
            .unwrap_or(Category::HighCard)
    }

    /// The evaluator's verdict, or the stop a refusal or panic means.
    fn ask(&self, cards: &[Card]) -> Result<Verdict, Stop> {
        match call(self.ev, cards) {
            Call::Answer(Ok(v)) => Ok(v),
            // An external program's `skip` (it does not handle hands like
            // this one: an Omaha library made for four hole cards asked five)
            // is no failure: the case is skipped for it, as out of its domain.
            Call::Answer(Err(Rejected::Skipped(w))) => Err((
                String::new(),
                Outcome::Skipped {
                    reason: format!("the evaluator answered skip: {w}"),
                },
            )),
            Call::Answer(Err(r)) => {
                let why = match &r {
                    Rejected::CannotRun(w) | Rejected::Invalid(w) => w.clone(),
                    Rejected::Skipped(w) => format!("skip: {w}"),
                };
                Err((
                    format!("rejected: {why}"),
                    fail(
                        FailKind::Rejected,
                        format!("refuses {} ({r})", format_cards(cards)),
                    ),
                ))
            }
            Call::Panicked(message) => Err((
                "panicked".into(),
                Outcome::Crash {
                    message: format!("on {}: {message}", format_cards(cards)),
                },
            )),
        }
    }

    fn hand(&self, h: &HandCase) -> Result<(String, Outcome), Stop> {
        let v = self.ask(&h.cards)?;
        let got = v.to_protocol();
        if let Finding::Category {
            reference,
            got: said,
        } = Finding::of_answer(h.category, Some(&v))
        {
            let detail = format!(
                "says {}, reference says {}",
                said.token(),
                reference.token()
            );
            return Ok((got, fail(FailKind::WrongCategory, detail)));
        }
        if let Some(low) = &h.low {
            let want = match low {
                ExpectedLow::NoLow => Low::NoLow,
                ExpectedLow::Ranks(_) => Low::Qualifies(None),
            };
            if let Some(problem) = low_problem(&v.low, &want) {
                let detail = format!("{problem} (reference: {})", low.text());
                return Ok((got, fail(FailKind::WrongLow, detail)));
            }
        }
        let Some(mine) = v.strength.filter(|_| self.ev.gives_strength()) else {
            return Ok((got, Outcome::Pass));
        };
        let relations = [
            (&h.beats, Ordering::Greater),
            (&h.ties, Ordering::Equal),
            (&h.loses_to, Ordering::Less),
        ];
        for (others, want) in relations {
            for other in others {
                let ov = self.ask(other)?;
                let Some(theirs) = ov.strength else {
                    continue;
                };
                let seen = mine.cmp(&theirs);
                if seen != want {
                    let detail = format!(
                        "gives {} {} and {} {}: {} where the reference says {}",
                        format_cards(&h.cards),
                        mine,
                        format_cards(other),
                        theirs,
                        relation(seen),
                        relation(want)
                    );
                    let got = format!("{got}; {} {}", format_cards(other), ov.to_protocol());
                    return Ok((got, fail(mismatch_kind(seen, want), detail)));
                }
            }
        }
        Ok((got, Outcome::Pass))
    }

    fn order(&self, o: &OrderCase) -> Result<(String, Outcome), Stop> {
        let mut answers: Vec<Vec<(Vec<Card>, Verdict)>> = Vec::new();
        for g in &o.groups {
            let mut group = Vec::new();
            for hand in g {
                group.push((hand.clone(), self.ask(hand)?));
            }
            answers.push(group);
        }
        let got = answers
            .iter()
            .map(|g| {
                g.iter()
                    .map(|(_, v)| v.to_protocol())
                    .collect::<Vec<_>>()
                    .join(" = ")
            })
            .collect::<Vec<_>>()
            .join(" < ");
        for (hand, v) in answers.iter().flatten() {
            let want = self.reference_category(hand);
            if v.category != want {
                let detail = format!(
                    "says {} for {}, reference says {}",
                    v.category.token(),
                    format_cards(hand),
                    want.token()
                );
                return Ok((got, fail(FailKind::WrongCategory, detail)));
            }
        }
        if !self.ev.gives_strength() {
            return Ok((got, Outcome::Pass));
        }
        let strength = |v: &Verdict| v.strength;
        for g in &answers {
            let (h0, v0) = &g[0];
            for (h, v) in &g[1..] {
                if strength(v) != strength(v0) {
                    let detail = format!(
                        "gives {} and {} different strengths ({} and {}) but they tie",
                        format_cards(h0),
                        format_cards(h),
                        show(v0),
                        show(v)
                    );
                    return Ok((got, fail(FailKind::MissedTie, detail)));
                }
            }
        }
        for w in answers.windows(2) {
            for (lo, lv) in &w[0] {
                for (hi, hv) in &w[1] {
                    let seen = strength(lv).cmp(&strength(hv));
                    if seen != Ordering::Less {
                        let detail = format!(
                            "gives {} {} and {} {}: {} where the reference says it loses",
                            format_cards(lo),
                            show(lv),
                            format_cards(hi),
                            show(hv),
                            relation(seen)
                        );
                        return Ok((got, fail(mismatch_kind(seen, Ordering::Less), detail)));
                    }
                }
            }
        }
        Ok((got, Outcome::Pass))
    }

    fn showdown(&self, s: &ShowdownCase) -> Result<(String, Outcome), Stop> {
        let mut verdicts = Vec::new();
        for i in 0..s.players.len() {
            verdicts.push(self.ask(&s.seat(i))?);
        }
        let seats = verdicts
            .iter()
            .enumerate()
            .map(|(i, v)| format!("p{i} {}", v.to_protocol()))
            .collect::<Vec<_>>()
            .join(", ");
        if let Some(shares) = &s.shares {
            return Ok(self.hi_lo_showdown(s, shares, &verdicts, seats));
        }
        let by_strength = self.ev.gives_strength() && verdicts.iter().all(|v| v.strength.is_some());
        if !by_strength {
            // Judge on categories only where the reference's winners beat
            // every loser on category alone.
            let cats: Vec<Category> = (0..s.players.len())
                .map(|i| self.reference_category(&s.seat(i)))
                .collect();
            let rank = |c: Category| self.ev.info().game.rank_of(c);
            let worst_winner = s.winners.iter().map(|&w| rank(cats[w])).min();
            let best_loser = (0..cats.len())
                .filter(|i| !s.winners.contains(i))
                .map(|i| rank(cats[i]))
                .max();
            let decided_by_category = match (worst_winner, best_loser) {
                (Some(w), Some(l)) => w > l,
                _ => s.winners.iter().all(|&w| cats[w] == cats[s.winners[0]]),
            };
            if !decided_by_category {
                let reason = format!(
                    "{} gives a category only, and this pot is decided within a category",
                    self.ev.name()
                );
                return Ok((seats, Outcome::Skipped { reason }));
            }
        }
        // With a strength, the evaluator's own strength alone orders the
        // hands (as in order cases); without, categories in the game's own
        // order (short deck: a flush above a full house).
        let game = self.ev.info().game;
        let key = |v: &Verdict| {
            if by_strength {
                (0, v.strength)
            } else {
                (game.rank_of(v.category), None)
            }
        };
        let best = verdicts.iter().map(key).max().expect("two or more players");
        let got: Vec<usize> = (0..verdicts.len())
            .filter(|&i| key(&verdicts[i]) == best)
            .collect();
        let shown = format!("{} ({seats})", winners_text(&got));
        if got == s.winners {
            return Ok((shown, Outcome::Pass));
        }
        let kind = if got.iter().all(|w| s.winners.contains(w)) {
            FailKind::MissedTie
        } else if s.winners.iter().all(|w| got.contains(w)) {
            FailKind::FalseTie
        } else {
            FailKind::WrongOrder
        };
        let detail = format!(
            "says {}, reference says {}",
            winners_text(&got),
            winners_text(&s.winners)
        );
        Ok((shown, fail(kind, detail)))
    }
}

impl Judge<'_> {
    /// A hi-lo showdown: every low half must be there and qualify as the
    /// reference's does; then the evaluator's own strengths (high, and low)
    /// share the pot out, which must match the case's shares.
    fn hi_lo_showdown(
        &self,
        s: &ShowdownCase,
        shares: &[Share],
        verdicts: &[Verdict],
        seats: String,
    ) -> (String, Outcome) {
        for (i, v) in verdicts.iter().enumerate() {
            let seat = s.seat(i);
            let want = showdown_evaluators::games::evaluate_joined(self.reference, &seat)
                .map(|r| r.low)
                .unwrap_or_default();
            if let Some(problem) = low_problem(&v.low, &want) {
                let detail = format!("player {i} ({}): {problem}", format_cards(&s.players[i]));
                return (seats, fail(FailKind::WrongLow, detail));
            }
        }
        let lows_ordered = verdicts
            .iter()
            .all(|v| !matches!(v.low, Low::Qualifies(None)));
        let by_strength = self.ev.gives_strength()
            && verdicts.iter().all(|v| v.strength.is_some())
            && lows_ordered;
        if !by_strength {
            let reason = format!(
                "{} gives no strength for every half, and shares need both halves ordered",
                self.ev.name()
            );
            return (seats, Outcome::Skipped { reason });
        }
        let highs: Vec<_> = verdicts.iter().map(|v| v.strength).collect();
        let lows: Vec<_> = verdicts.iter().map(|v| low_strength(&v.low)).collect();
        let got = pot_shares(&highs, &lows);
        let shown = format!("{} ({seats})", shares_text(&got));
        if got == shares {
            return (shown, Outcome::Pass);
        }
        let detail = format!(
            "says {}, reference says {}",
            shares_text(&got),
            shares_text(shares)
        );
        (shown, fail(FailKind::WrongShares, detail))
    }
}

fn show(v: &Verdict) -> String {
    v.strength
        .map_or_else(|| "(none)".into(), |s| s.to_string())
}

fn relation(o: Ordering) -> &'static str {
    match o {
        Ordering::Greater => "the first beats the second",
        Ordering::Equal => "a tie",
        Ordering::Less => "the first loses to the second",
    }
}

/// The failure kind when the evaluator saw `seen` where the reference has `want`.
fn mismatch_kind(seen: Ordering, want: Ordering) -> FailKind {
    match (seen, want) {
        (Ordering::Equal, _) => FailKind::FalseTie,
        (_, Ordering::Equal) => FailKind::MissedTie,
        _ => FailKind::WrongOrder,
    }
}
