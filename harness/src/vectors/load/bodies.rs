//! Each kind of case but the showdown: its raw form checked against the
//! references and built into a [`CaseBody`].

use super::{at, At, Built, FileLoader};
use crate::vectors::schema::{RawDefined, RawHand, RawOrder, RawReject, RawRung};
use crate::vectors::{CaseBody, DefinedCase, ExpectedLow, HandCase, OrderCase, RejectCase};
use showdown_evaluators::card::{parse_hand, ParseErrorKind};
use showdown_evaluators::category::Category;
use toml::Spanned;

impl FileLoader<'_> {
    pub(super) fn hand(&self, r: RawHand) -> Result<Built, At> {
        let cards = self.cards("cards", &r.cards)?;
        let category = Category::from_token(r.category.get_ref()).ok_or_else(|| {
            at(
                &r.category,
                format!(
                    "unknown category `{}` (expected one of: {})",
                    r.category.get_ref(),
                    Category::ALL.map(|c| c.token()).join(", ")
                ),
            )
        })?;
        self.oracle
            .check_category(&cards, category)
            .map_err(|m| at(&r.category, m))?;
        let best = match &r.best {
            Some(b) => {
                let five = self.cards("best", b)?;
                self.oracle
                    .check_best(&cards, &five)
                    .map_err(|m| at(b, m))?;
                Some(five)
            }
            None => None,
        };
        let low = match (&r.low, self.game.is_hi_lo()) {
            (None, false) => None,
            (Some(l), false) => {
                return Err(at(
                    l,
                    format!(
                        "`low`: {} has no low half; `low` is for hi-lo games",
                        self.game.id
                    ),
                ))
            }
            (None, true) => {
                return Err(at(
                    &r.category,
                    format!(
                        "a {} hand states its low: add `low = \"no-low\"` or the low's ranks \
                         (`low = \"8-6-4-2-A\"`)",
                        self.game.id
                    ),
                ))
            }
            (Some(l), true) => {
                let want =
                    ExpectedLow::parse(l.get_ref()).map_err(|m| at(l, format!("`low`: {m}")))?;
                self.oracle
                    .check_low(&cards, &want)
                    .map_err(|m| at(l, format!("`low`: {m}")))?;
                Some(want)
            }
        };
        let related = |list: &[Spanned<String>], field: &str, want: std::cmp::Ordering| {
            list.iter()
                .map(|s| {
                    let other = self.cards(field, s)?;
                    self.oracle
                        .check_relation(&cards, &other, want)
                        .map_err(|m| at(s, format!("`{field}`: {m}")))?;
                    Ok(other)
                })
                .collect::<Result<Vec<_>, At>>()
        };
        let beats = related(&r.beats, "beats", std::cmp::Ordering::Greater)?;
        let ties = related(&r.ties, "ties", std::cmp::Ordering::Equal)?;
        let loses_to = related(&r.loses_to, "loses_to", std::cmp::Ordering::Less)?;
        let body = CaseBody::Hand(HandCase {
            cards,
            category,
            best,
            low,
            beats,
            ties,
            loses_to,
        });
        Ok((body, self.why(&r.why)?, r.tags))
    }

    pub(super) fn order(&self, r: RawOrder) -> Result<Built, At> {
        let mut groups = Vec::new();
        for rung in r.ascending.get_ref() {
            let texts: Vec<&String> = match rung.get_ref() {
                RawRung::One(s) => vec![s],
                RawRung::Tied(v) => v.iter().collect(),
            };
            if texts.is_empty() {
                return Err(at(rung, "`ascending`: an empty group of ties"));
            }
            let group = texts
                .iter()
                .map(|t| {
                    showdown_evaluators::games::parse_joined(self.game, t)
                        .map_err(|e| at(rung, format!("`ascending`: hand `{t}`: {e}")))
                })
                .collect::<Result<Vec<_>, At>>()?;
            groups.push(group);
        }
        self.oracle
            .check_order(&groups)
            .map_err(|m| at(&r.ascending, format!("`ascending`: {m}")))?;
        Ok((
            CaseBody::Order(OrderCase { groups }),
            self.why(&r.why)?,
            r.tags,
        ))
    }

    pub(super) fn reject(&self, r: RawReject) -> Result<Built, At> {
        let error = ParseErrorKind::from_token(r.error.get_ref()).ok_or_else(|| {
            at(
                &r.error,
                format!(
                    "unknown error kind `{}` (expected one of: empty, unknown-rank, unknown-suit, bad-token, duplicate-card, too-many-cards)",
                    r.error.get_ref()
                ),
            )
        })?;
        match parse_hand(r.input.get_ref()) {
            Ok(cards) => {
                return Err(at(
                    &r.input,
                    format!(
                        "the parser accepts this input ({} cards), so it cannot be a `reject` case",
                        cards.len()
                    ),
                ))
            }
            Err(e) if e.kind != error => {
                return Err(at(
                    &r.error,
                    format!(
                        "the parser rejects the input as `{}` ({e}), not `{}`",
                        e.kind.token(),
                        error.token()
                    ),
                ))
            }
            Err(_) => {}
        }
        let body = CaseBody::Reject(RejectCase {
            input: r.input.get_ref().clone(),
            error,
        });
        Ok((body, self.why(&r.why)?, r.tags))
    }

    pub(super) fn defined(&self, r: RawDefined) -> Result<Built, At> {
        let cards = self.cards("cards", &r.cards)?;
        Ok((
            CaseBody::Defined(DefinedCase { cards }),
            self.why(&r.why)?,
            r.tags,
        ))
    }
}
