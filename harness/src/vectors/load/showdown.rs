//! Showdown cases: the players' cards, the winners or, in a hi-lo game,
//! each player's share.

use super::{at, At, Built, FileLoader};
use crate::vectors::schema::RawShowdown;
use crate::vectors::{CaseBody, ShowdownCase};
use showdown_evaluators::card::{parse_cards, Card};
use showdown_evaluators::games::hi_lo::Share;

impl FileLoader<'_> {
    pub(super) fn showdown(&self, r: RawShowdown) -> Result<Built, At> {
        let board = if r.board.get_ref().trim().is_empty() {
            Vec::new()
        } else {
            parse_cards(r.board.get_ref()).map_err(|e| at(&r.board, format!("`board`: {e}")))?
        };
        if board.len() > 5 {
            return Err(at(
                &r.board,
                format!("`board`: {} cards; a board has at most 5", board.len()),
            ));
        }
        let mut players = Vec::new();
        let hole_counts = match self.game.layout {
            showdown_evaluators::game::Layout::HoleAndBoard { hole, .. } => hole,
            // Stud: each player's own cards, with no board.
            showdown_evaluators::game::Layout::Cards if self.game.is_hi_lo() => self.game.cards,
            showdown_evaluators::game::Layout::Cards => {
                showdown_evaluators::evaluator::Domain::exactly(2)
            }
        };
        for p in r.players.get_ref() {
            let hole = parse_cards(p.get_ref()).map_err(|e| at(p, format!("`players`: {e}")))?;
            if !hole_counts.contains(hole.len()) {
                return Err(at(
                    p,
                    format!(
                        "`players`: `{}` has {} cards; hole cards in {} are {}",
                        p.get_ref(),
                        hole.len(),
                        self.game.id,
                        hole_counts
                    ),
                ));
            }
            players.push(hole);
        }
        if players.len() < 2 {
            return Err(at(
                &r.players,
                "`players`: a showdown needs at least 2 players",
            ));
        }
        let mut seen = 0u64;
        for c in board.iter().chain(players.iter().flatten()) {
            if seen & 1 << c.index() != 0 {
                return Err(at(
                    &r.players,
                    format!("card {c} is dealt twice on this table"),
                ));
            }
            seen |= 1 << c.index();
        }
        if self.game.is_hi_lo() {
            return self.hi_lo_showdown(&r, board, players);
        }
        if let Some(s) = &r.shares {
            return Err(at(
                s,
                format!(
                    "`shares`: {} pots are not split high and low; give `winners`",
                    self.game.id
                ),
            ));
        }
        let Some(raw_winners) = &r.winners else {
            return Err(at(
                &r.players,
                "`winners` is missing: list who wins the pot",
            ));
        };
        let winners = raw_winners.get_ref().clone();
        if winners.is_empty() || winners.windows(2).any(|w| w[0] >= w[1]) {
            return Err(at(
                raw_winners,
                "`winners`: list player indices ascending, each once, at least one",
            ));
        }
        if let Some(&bad) = winners.iter().find(|&&w| w >= players.len()) {
            return Err(at(
                raw_winners,
                format!(
                    "`winners`: there is no player {bad} (players are 0..{})",
                    players.len() - 1
                ),
            ));
        }
        let case = ShowdownCase {
            board,
            players,
            winners,
            shares: None,
            hole_first: self.game.has_hole_cards(),
        };
        self.oracle
            .check_winners(&case)
            .map_err(|m| at(raw_winners, format!("`winners`: {m}")))?;
        Ok((CaseBody::Showdown(case), self.why(&r.why)?, r.tags))
    }

    /// A showdown of a hi-lo game: `shares`, one per player, instead of
    /// `winners`.
    pub(super) fn hi_lo_showdown(
        &self,
        r: &RawShowdown,
        board: Vec<Card>,
        players: Vec<Vec<Card>>,
    ) -> Result<Built, At> {
        if let Some(w) = &r.winners {
            return Err(at(
                w,
                format!(
                    "`winners`: a {} pot is split high and low; give each player's `shares` \
                     instead (`shares = [\"1/2\", \"1/2\"]`)",
                    self.game.id
                ),
            ));
        }
        let Some(raw) = &r.shares else {
            return Err(at(
                &r.players,
                format!(
                    "`shares` is missing: a {} showdown gives each player's share of the pot \
                     (`shares = [\"1/2\", \"1/4\", \"1/4\"]`)",
                    self.game.id
                ),
            ));
        };
        let shares = raw
            .get_ref()
            .iter()
            .map(|t| {
                Share::parse(t).ok_or_else(|| {
                    at(
                        raw,
                        format!("`shares`: `{t}` is not a share (`1`, `1/2`, `1/4`, `0`)"),
                    )
                })
            })
            .collect::<Result<Vec<_>, At>>()?;
        if shares.len() != players.len() {
            return Err(at(
                raw,
                format!(
                    "`shares`: {} shares for {} players; give one per player",
                    shares.len(),
                    players.len()
                ),
            ));
        }
        let total = shares.iter().fold(Share::ZERO, |a, &b| a.plus(b));
        if total != Share::new(1, 1) {
            return Err(at(
                raw,
                format!("`shares`: they add up to {total}, not the whole pot (1)"),
            ));
        }
        let winners = (0..shares.len())
            .filter(|&i| shares[i] != Share::ZERO)
            .collect();
        let case = ShowdownCase {
            board,
            players,
            winners,
            shares: Some(shares),
            hole_first: self.game.has_hole_cards(),
        };
        self.oracle
            .check_shares(&case, case.shares.as_deref().unwrap_or_default())
            .map_err(|m| at(raw, format!("`shares`: {m}")))?;
        Ok((CaseBody::Showdown(case), self.why(&r.why)?, r.tags.clone()))
    }
}
