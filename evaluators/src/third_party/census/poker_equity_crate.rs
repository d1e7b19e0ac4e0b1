//! `poker-equity` 0.1.1 (crates.io; the Rust crate behind PyPI's
//! poker-equity) as `crate-poker-equity` (hold'em),
//! `crate-poker-equity-short-deck`, `crate-poker-equity-deuce-to-seven` and
//! `crate-poker-equity-ace-to-five` (its `Razz` variant) and
//! `crate-poker-equity-omaha` (its `Omaha`, `OmahaFive` and `OmahaSix`
//! variants, by the number of hole cards), `crate-poker-equity-omaha-hi-lo`
//! (`OmahaHiLo`, `OmahaFiveHiLo`) and `crate-poker-equity-stud-hi-lo`
//! (`StudHiLo`). Its stud (high only), badugi and Courchevel variants are
//! not wrapped here.
//!
//! # Source
//! `variants::high_score(&[Card])`, one of the four score functions the
//! crate exports (`high_score`, `short_deck_score`, `deuce_seven_score`,
//! `low_a5_score`); its ranking enums live in a private module.
//!
//! # Algorithm, in our words
//! Each rank has a base-five place value, so the sum over the cards names
//! the rank multiset; a displacement table turns that sum into a slot of a
//! score table built at compile time; a suit with five cards looks its rank
//! mask up in a flush table first. Six and seven cards are looked up whole.
//!
//! # Encoding
//! Cards are read by the crate's own `Card::parse_field("As Td …")`. The
//! score is the hand's place in the standard order counted from the royal
//! flush (0) down, lower better, as the crate documents it; the strength is
//! 7461 minus it. The crate exports no category for a score, so the
//! category is read from that documented order: the place plus one is the
//! Cactus Kev rank, whose class ranges are fixed ([`super::cactus_category`]).
//!
//! The other three games are asked through the crate's `PokerVariant` of the
//! game (`ShortDeck`, `DeuceSeven`, `Razz`), the two answers it gives: the
//! strength from `score` (the same tables as `short_deck_score`,
//! `deuce_seven_score`, `low_a5_score`; "lower being better", the crate
//! says), turned as 65,535 minus it; the category from `evaluate_hand`, the
//! crate's readable name of the hand. Their score ranges are not documented,
//! but the names are: `ShortDeckRank` wraps a `HighHandRank` whose variant is
//! the category, `DeuceSevenRank`'s variant is the category, and
//! `LowHandRank` (razz) holds the ranks played, whose grouping (no pair, one
//! pair, two pair, trips, full house, quads) the crate's docs call the
//! category order. An `Incomplete` hand is a `CannotRun`. The two answers
//! are independent paths of the crate (its docs say the readable one is
//! what the tables are checked against); `showdown check` judges the
//! category and the order apart, so a difference shows as one or the other.
//! Omaha: the crate's variants take the hole cards first, then the board;
//! `evaluate_hand` names an `OmahaHandRank` (the same `HighHandRank`) of the
//! best two hole and three board cards, `score` is the high score of that
//! five. Four, five and six hole cards go to `Omaha`, `OmahaFive` and
//! `OmahaSix`, each with a board of three to five cards. Hi-lo: the high
//! half as above (`evaluate_hand`'s `high` names the category, `score` the
//! strength), the low half from `low_score`, `None` being no qualifying low
//! and a score the low's place, lower better (strength 65,535 minus it);
//! Omaha hi-lo has variants for 4 and 5 hole cards (6: skip).
//! Domains: the variant's `max_cards` (`DeuceSeven` is a five-card draw
//! game; short deck and razz take five to seven cards). The free function
//! `deuce_seven_score` also scores six and seven cards, wrongly: that is the
//! PyPI row's finding (`third-party/poker-equity-deuce-to-seven/FINDINGS.md`,
//! the same tables through the Python wheel), outside this variant's domain.
//!
//! # Deviations from the correct answer
//! None found: `showdown check` judges all four conformant (their rows of
//! `third-party/census.json`).

use super::{cactus_category, category_or, holdem_self_test, Adapter};
use crate::card::{format_cards, parse_hand, Card};
use crate::category::Category;
use crate::evaluator::{CardOrder, Domain, EvaluatorInfo, Low, Rejected, Strength, Verdict};
use crate::game::{
    Game, ACE_TO_FIVE, DEUCE_TO_SEVEN, HOLDEM, OMAHA, OMAHA_HI_LO, SHORT_DECK, STUD_HI_LO,
};
use poker_equity::cards::Card as ECard;
use poker_equity::variants::{
    DeuceSeven, DeuceSevenRank, HiLoHandRank, HighHandRank, LowHandRank, Omaha, OmahaFive,
    OmahaFiveHiLo, OmahaHiLo, OmahaSix, PokerVariant, Razz, ShortDeck, StudHiLo,
};

fn cards(c: &[Card]) -> Result<Vec<ECard>, Rejected> {
    let s = format_cards(c);
    ECard::parse_field(&s)
        .map_err(|e| Rejected::CannotRun(format!("poker-equity cannot read `{s}`: {e:?}")))
}

/// The category a `HighHandRank` names (`None` for an incomplete hand).
pub fn high_category(r: &HighHandRank) -> Option<Category> {
    Some(match r {
        HighHandRank::StraightFlush(_) => Category::StraightFlush,
        HighHandRank::FourOfAKind(..) => Category::FourOfAKind,
        HighHandRank::FullHouse(..) => Category::FullHouse,
        HighHandRank::Flush(_) => Category::Flush,
        HighHandRank::Straight(_) => Category::Straight,
        HighHandRank::ThreeOfAKind(..) => Category::ThreeOfAKind,
        HighHandRank::TwoPair(..) => Category::TwoPair,
        HighHandRank::Pair(..) => Category::OnePair,
        HighHandRank::HighCard(_) => Category::HighCard,
        HighHandRank::Incomplete(_) => return None,
    })
}

/// The category a `DeuceSevenRank` names (`None` for an incomplete hand).
pub fn deuce_seven_category(r: &DeuceSevenRank) -> Option<Category> {
    Some(match r {
        DeuceSevenRank::StraightFlush(_) => Category::StraightFlush,
        DeuceSevenRank::FourOfAKind(..) => Category::FourOfAKind,
        DeuceSevenRank::FullHouse(..) => Category::FullHouse,
        DeuceSevenRank::Flush(_) => Category::Flush,
        DeuceSevenRank::Straight(_) => Category::Straight,
        DeuceSevenRank::ThreeOfAKind(..) => Category::ThreeOfAKind,
        DeuceSevenRank::TwoPair(..) => Category::TwoPair,
        DeuceSevenRank::Pair(..) => Category::OnePair,
        DeuceSevenRank::HighCard(_) => Category::HighCard,
        DeuceSevenRank::Incomplete(_) => return None,
    })
}

/// The category of the ranks a `LowHandRank` plays, by how they group (the
/// order the crate documents); `None` for fewer than five.
pub fn low_category(r: &LowHandRank) -> Option<Category> {
    let ranks = r.ranks();
    if ranks.len() != 5 {
        return None;
    }
    let mut groups: Vec<usize> = Vec::new();
    let mut seen: Vec<_> = Vec::new();
    for x in ranks {
        if !seen.contains(x) {
            seen.push(*x);
            groups.push(ranks.iter().filter(|y| *y == x).count());
        }
    }
    groups.sort_unstable_by(|a, b| b.cmp(a));
    Some(match groups.as_slice() {
        [4, ..] => Category::FourOfAKind,
        [3, 2] => Category::FullHouse,
        [3, ..] => Category::ThreeOfAKind,
        [2, 2, ..] => Category::TwoPair,
        [2, ..] => Category::OnePair,
        _ => Category::HighCard,
    })
}

/// A verdict from the variant's two answers: the category its
/// `evaluate_hand` names and 65,535 minus its `score`.
fn variant_verdict(
    category: Option<Category>,
    score: u32,
    shown: String,
) -> Result<Verdict, Rejected> {
    let category = category_or(category, || format!("evaluate_hand's `{shown}`"))?;
    Ok(Verdict::new(
        category,
        Some(Strength::single(i64::from(u16::MAX) - i64::from(score))),
    ))
}

fn short_deck(c: &[Card]) -> Result<Verdict, Rejected> {
    let cards = cards(c)?;
    let r = ShortDeck.evaluate_hand(&cards);
    variant_verdict(
        high_category(r.as_high()),
        ShortDeck.score(&cards),
        r.to_string(),
    )
}

fn deuce_to_seven(c: &[Card]) -> Result<Verdict, Rejected> {
    let cards = cards(c)?;
    let r = DeuceSeven.evaluate_hand(&cards);
    variant_verdict(
        deuce_seven_category(&r),
        DeuceSeven.score(&cards),
        r.to_string(),
    )
}

fn ace_to_five(c: &[Card]) -> Result<Verdict, Rejected> {
    let cards = cards(c)?;
    let r = Razz.evaluate_hand(&cards);
    variant_verdict(low_category(&r), Razz.score(&cards), r.to_string())
}

/// Omaha with 4, 5 or 6 hole cards: the hole cards first, then the board.
fn omaha(hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
    let mut joined = hole.to_vec();
    joined.extend_from_slice(board);
    let cards = cards(&joined)?;
    let (rank, score) = match hole.len() {
        4 => (Omaha.evaluate_hand(&cards), Omaha.score(&cards)),
        5 => (OmahaFive.evaluate_hand(&cards), OmahaFive.score(&cards)),
        6 => (OmahaSix.evaluate_hand(&cards), OmahaSix.score(&cards)),
        n => {
            return Err(Rejected::Skipped(format!(
                "poker-equity's Omaha variants hold 4, 5 or 6 hole cards, not {n}"
            )))
        }
    };
    variant_verdict(high_category(&rank), score, format!("{rank:?}"))
}

/// A hi-lo verdict: the high half from `evaluate_hand`'s high and `score`,
/// the low half from `low_score`.
fn hi_lo_verdict(rank: &HiLoHandRank, score: u32, low: Option<u32>) -> Result<Verdict, Rejected> {
    let high = variant_verdict(high_category(&rank.high), score, format!("{:?}", rank.high))?;
    Ok(high.with_low(match low {
        None => Low::NoLow,
        Some(l) => Low::Qualifies(Some(Strength::single(i64::from(u16::MAX) - i64::from(l)))),
    }))
}

/// Omaha hi-lo with 4 or 5 hole cards.
fn omaha_hi_lo(hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
    let mut joined = hole.to_vec();
    joined.extend_from_slice(board);
    let c = cards(&joined)?;
    match hole.len() {
        4 => hi_lo_verdict(
            &OmahaHiLo.evaluate_hand(&c),
            OmahaHiLo.score(&c),
            OmahaHiLo.low_score(&c),
        ),
        5 => hi_lo_verdict(
            &OmahaFiveHiLo.evaluate_hand(&c),
            OmahaFiveHiLo.score(&c),
            OmahaFiveHiLo.low_score(&c),
        ),
        n => Err(Rejected::Skipped(format!(
            "poker-equity's Omaha hi-lo variants hold 4 or 5 hole cards, not {n}"
        ))),
    }
}

/// Seven-card stud hi-lo (five to seven cards).
fn stud_hi_lo(c: &[Card]) -> Result<Verdict, Rejected> {
    let c = cards(c)?;
    hi_lo_verdict(
        &StudHiLo.evaluate_hand(&c),
        StudHiLo.score(&c),
        StudHiLo.low_score(&c),
    )
}

/// The low half read on known hands (the high half is hold'em's, tested
/// first): the wheel is the best low, 8-7-6-5-4 qualifies below it, a nine
/// or a pair leaves no low; and in Omaha hi-lo a low needs two low hole
/// cards.
fn hi_lo_self_test() -> Result<(), String> {
    holdem_self_test(raw)?;
    let low = |v: Result<Verdict, Rejected>| -> Result<Low, String> {
        v.map(|v| v.low).map_err(|e| e.to_string())
    };
    let stud = |s: &str| low(stud_hi_lo(&parse_hand(s).expect("hand")));
    let (wheel, eight, nine, pair) = (
        stud("Ac 2d 3h 4s 5c Kd Kh")?,
        stud("8c 7d 6h 5s 4c Kd Kh")?,
        stud("9c 7d 6h 5s 4c Kd Kh")?,
        stud("Ac Ad 3h 4s 5c Kd Kh")?,
    );
    let strength = |l: &Low| match l {
        Low::Qualifies(Some(s)) => Some(*s),
        _ => None,
    };
    match (strength(&wheel), strength(&eight)) {
        (Some(w), Some(e)) if w > e => {}
        other => return Err(format!("stud: wheel and 8-7-6-5-4 lows read {other:?}")),
    }
    if !matches!(nine, Low::NoLow) || !matches!(pair, Low::NoLow) {
        return Err(format!("stud: a nine or a pair read {nine:?}, {pair:?}"));
    }
    let omaha = |h: &str, b: &str| {
        low(omaha_hi_lo(
            &parse_hand(h).expect("hole"),
            &parse_hand(b).expect("board"),
        ))
    };
    if strength(&omaha("Ac 2d Kh Ks", "3c 4d 5h Qs Js")?).is_none()
        || !matches!(omaha("Ac Kd Kh Ks", "2c 3d 4h 5s 6s")?, Low::NoLow)
    {
        return Err("omaha hi-lo: two low hole cards needed for a low".into());
    }
    Ok(())
}

/// Joined cards cannot be split into hole cards and a board: the Omaha
/// adapter is asked through `evaluate_deal` only.
fn omaha_joined(_: &[Card]) -> Result<Verdict, Rejected> {
    Err(Rejected::CannotRun(
        "an Omaha evaluator needs hole cards and a board apart".into(),
    ))
}

/// The deal conversion on known deals (the cards are the hold'em
/// function's, tested first): hole and board told apart (four aces in the
/// hole are one pair), a straight flush of two hole and three board cards
/// found with 4, 5 and 6 hole cards and boards of 3, 4 and 5, a board
/// royal flush with no spade in the hole not played.
fn omaha_self_test() -> Result<(), String> {
    holdem_self_test(raw)?;
    for (hole, board, want) in [
        ("As Ah Ad Ac", "2c 7d 9h", Category::OnePair),
        ("As Ks 2c 3d", "Qs Js Ts", Category::StraightFlush),
        ("As Ks 2c 3d 4d", "Qs Js Ts 4h", Category::StraightFlush),
        (
            "As Ks 2c 3d 4d 5d",
            "Qs Js Ts 4h 5h",
            Category::StraightFlush,
        ),
        ("2c 3d 4h 5d", "As Ks Qs Js Ts", Category::HighCard),
        ("Kh Kd 2c 3d", "Ks 7c 7d 9h 9s", Category::FullHouse),
    ] {
        let (h, b) = (
            parse_hand(hole).expect("hole"),
            parse_hand(board).expect("board"),
        );
        match omaha(&h, &b) {
            Ok(v) if v.category == want => {}
            other => return Err(format!("`{hole} | {board}`: {other:?}, not {want:?}")),
        }
    }
    Ok(())
}

fn raw(c: &[Card]) -> Result<Verdict, Rejected> {
    let cards = cards(c)?;
    let score = i64::from(poker_equity::variants::high_score(&cards));
    let category = category_or(cactus_category(score + 1), || format!("score {score}"))?;
    Ok(Verdict::new(category, Some(Strength::single(7461 - score))))
}

/// Checks known hands of one game: each `(hand, category)` in turn, each
/// hand's strength above the one before it where `rising` says so. The
/// cards are read as for hold'em, whose self-test runs first.
fn game_self_test(
    raw_of: fn(&[Card]) -> Result<Verdict, Rejected>,
    hands: &[(&str, Category, bool)],
) -> Result<(), String> {
    holdem_self_test(raw)?;
    let mut last: Option<(&str, Verdict)> = None;
    for &(s, want, rising) in hands {
        let v = raw_of(&parse_hand(s).expect("self-test hands are valid"))
            .map_err(|e| format!("`{s}` rejected: {e}"))?;
        if v.category != want {
            return Err(format!(
                "`{s}` came out {} instead of {}",
                v.category.token(),
                want.token()
            ));
        }
        if let (true, Some((p, pv))) = (rising, &last) {
            if pv.strength >= v.strength {
                return Err(format!("`{s}` does not beat `{p}`"));
            }
        }
        last = Some((s, v));
    }
    Ok(())
}

/// Short deck: a pair of each rank of its deck, climbing; a flush of each
/// suit; a full house and quads (no flush-or-full-house order, no A-6-7-8-9:
/// those are the game's traps, worth reporting, not encoding errors).
fn short_deck_self_test() -> Result<(), String> {
    use Category::*;
    let mut hands: Vec<(String, Category, bool)> = Vec::new();
    for r in ["6", "7", "8", "9", "T", "J", "Q", "K", "A"] {
        let kick: Vec<&str> = ["A", "K", "Q", "J", "T"]
            .into_iter()
            .filter(|k| *k != r)
            .take(3)
            .collect();
        hands.push((
            format!("{r}c {r}d {}h {}s {}c", kick[0], kick[1], kick[2]),
            OnePair,
            true,
        ));
    }
    for s in ['c', 'd', 'h', 's'] {
        hands.push((format!("6{s} 8{s} T{s} Q{s} A{s}"), Flush, false));
    }
    hands.push(("Ac Ad Ah Kc Kd".into(), FullHouse, false));
    hands.push(("Ac Ad Ah As Kd".into(), FourOfAKind, false));
    let refs: Vec<(&str, Category, bool)> =
        hands.iter().map(|(s, c, r)| (s.as_str(), *c, *r)).collect();
    game_self_test(short_deck, &refs)
}

/// Deuce-to-seven: 7-5-4-3-2 is the best hand and 8-5-4-3-2 below it; a
/// flush of each suit, a straight and a pair.
fn deuce_to_seven_self_test() -> Result<(), String> {
    use Category::*;
    game_self_test(
        deuce_to_seven,
        &[
            ("Kc Kd Ah Qs Jc", OnePair, false),
            ("9c 8d 7h 6s 5c", Straight, false),
            ("8c 5d 4h 3s 2c", HighCard, true),
            ("7c 5d 4h 3s 2c", HighCard, true),
            ("2c 4c 6c 8c Tc", Flush, false),
            ("2d 4d 6d 8d Td", Flush, false),
            ("2h 4h 6h 8h Th", Flush, false),
            ("2s 4s 6s 8s Ts", Flush, false),
        ],
    )
}

/// Ace-to-five: no-pair hands whose highest card falls from the king to the
/// five get better in turn (every rank read), and the pairings.
fn ace_to_five_self_test() -> Result<(), String> {
    use Category::*;
    let mut hands: Vec<(String, Category, bool)> = ["K", "Q", "J", "T", "9", "8", "7", "6", "5"]
        .iter()
        .map(|r| (format!("Ac 2d 3h 4s {r}c"), HighCard, true))
        .collect();
    for (s, c) in [
        ("Ac Ad 2h 3s 4c", OnePair),
        ("Ac Ad 2h 2s 3c", TwoPair),
        ("Ac Ad Ah 2s 3c", ThreeOfAKind),
        ("Ac Ad Ah 2s 2c", FullHouse),
        ("Ac Ad Ah As 2c", FourOfAKind),
    ] {
        hands.push((s.into(), c, false));
    }
    let refs: Vec<(&str, Category, bool)> =
        hands.iter().map(|(s, c, r)| (s.as_str(), *c, *r)).collect();
    game_self_test(ace_to_five, &refs)
}

fn variant_info(
    name: &'static str,
    game: &'static Game,
    domain: Domain,
    source: &'static str,
) -> EvaluatorInfo {
    EvaluatorInfo {
        name: name.into(),
        game,
        domain,
        order: CardOrder::Free,
        gives_strength: true,
        returns: "score (lower better; strength 65535 - score) and evaluate_hand's category".into(),
        source: source.into(),
    }
}

pub(super) fn adapters() -> Vec<Adapter> {
    vec![
        Adapter::new(
            EvaluatorInfo {
                name: "crate-poker-equity".into(),
                game: &HOLDEM,
                domain: Domain::range(5, 7),
                order: CardOrder::Free,
                gives_strength: true,
                returns:
                    "u16 score, 0 = royal flush, lower better; category from the documented order"
                        .into(),
                source: "crates.io: poker-equity 0.1.1 (variants::high_score)".into(),
            },
            raw,
            || holdem_self_test(raw),
        ),
        Adapter::new(
            variant_info(
                "crate-poker-equity-short-deck",
                &SHORT_DECK,
                Domain::range(5, 7),
                "crates.io: poker-equity 0.1.1 (ShortDeck: score, evaluate_hand)",
            ),
            short_deck,
            short_deck_self_test,
        ),
        Adapter::new(
            variant_info(
                "crate-poker-equity-deuce-to-seven",
                &DEUCE_TO_SEVEN,
                Domain::exactly(5),
                "crates.io: poker-equity 0.1.1 (DeuceSeven: score, evaluate_hand)",
            ),
            deuce_to_seven,
            deuce_to_seven_self_test,
        ),
        Adapter::new(
            variant_info(
                "crate-poker-equity-omaha",
                &OMAHA,
                Domain::range(7, 11),
                "crates.io: poker-equity 0.1.1 (Omaha, OmahaFive, OmahaSix: score, evaluate_hand)",
            ),
            omaha_joined,
            omaha_self_test,
        )
        .with_deal(omaha),
        Adapter::new(
            variant_info(
                "crate-poker-equity-omaha-hi-lo",
                &OMAHA_HI_LO,
                Domain::range(7, 10),
                "crates.io: poker-equity 0.1.1 (OmahaHiLo, OmahaFiveHiLo: score, low_score, \
                 evaluate_hand)",
            ),
            omaha_joined,
            hi_lo_self_test,
        )
        .with_deal(omaha_hi_lo),
        Adapter::new(
            variant_info(
                "crate-poker-equity-stud-hi-lo",
                &STUD_HI_LO,
                Domain::range(5, 7),
                "crates.io: poker-equity 0.1.1 (StudHiLo: score, low_score, evaluate_hand)",
            ),
            stud_hi_lo,
            hi_lo_self_test,
        ),
        Adapter::new(
            variant_info(
                "crate-poker-equity-ace-to-five",
                &ACE_TO_FIVE,
                Domain::range(5, 7),
                "crates.io: poker-equity 0.1.1 (Razz: score, evaluate_hand)",
            ),
            ace_to_five,
            ace_to_five_self_test,
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(f: fn(&[Card]) -> Result<Verdict, Rejected>, s: &str) -> Verdict {
        f(&parse_hand(s).unwrap()).unwrap()
    }

    #[test]
    fn the_variants_name_their_games_hands() {
        // Short deck: the flush outranks the full house in both answers.
        let flush = v(short_deck, "6s 8s Ts Qs As");
        let full = v(short_deck, "Ac Ad Ah Kc Kd");
        assert_eq!(
            (flush.category, full.category),
            (Category::Flush, Category::FullHouse)
        );
        assert!(flush.strength > full.strength);
        // Deuce-to-seven: A-2-3-4-5 is ace-high, below 7-5-4-3-2.
        let ace = v(deuce_to_seven, "Ah 2c 3d 4s 5h");
        let best = v(deuce_to_seven, "7c 5d 4h 3s 2c");
        assert_eq!(ace.category, Category::HighCard);
        assert!(best.strength > ace.strength);
        // Ace-to-five: the category of the five ranks played, out of seven.
        assert_eq!(
            v(ace_to_five, "Kc Kd Kh Ks Qc Jd Th").category,
            Category::OnePair
        );
        assert_eq!(v(ace_to_five, "Ac Ad 2h 2s 3c").category, Category::TwoPair);
        let wheel = v(ace_to_five, "Ac 2d 3h 4s 5c Kd Kh");
        assert!(wheel.strength > v(ace_to_five, "Ac 2d 3h 4s 6c").strength);
    }
}
