//! `ducy` 0.3.0 (crates.io, allenpiscitello/ducy; default feature
//! `parallel` off) in every game of showdown's it plays: `crate-ducy`
//! (hold'em), `crate-ducy-deuce-to-seven`, `crate-ducy-ace-to-five` (its
//! razz ranker), `crate-ducy-omaha` and `crate-ducy-omaha-hi-lo` (4, 5 or 6
//! hole cards: the crate takes any count) and `crate-ducy-stud-hi-lo`
//! (seven cards, the only count its stud games take). Badugi is no game of
//! showdown's; seven-card stud high is hold'em's ranker again.
//!
//! # Source
//! `ranking::hand_rank::StandardHandRanker::get_rank` (hold'em),
//! `ranking::deuce_to_seven::DeuceToSevenRanker::get_best_from`,
//! `ranking::razz::RazzRanker::get_best_from` (ace-to-five), and the crate's
//! own game evaluations for the games with hole cards or a low half, asked
//! with one player: `games::omaha::OmahaGameEvaluation::evaluate_winners`,
//! `games::omaha_hilo::OmahaHiLoGameEvaluation::evaluate_winners` and
//! `games::stud_hilo::StudHiLoGameEvaluation::evaluate_winners`; the winner's
//! `winning_hand()` is the hand's rank.
//!
//! # Algorithm, in our words
//! Cards are bits of a `u64`; the standard ranker finds the best hand of
//! all the cards from rank and suit masks and returns it as an enum with
//! the ranks that decide it. The deuce-to-seven ranker ranks every
//! five-card subset with the standard ranker, turns an A-2-3-4-5 straight
//! into ace-high (a flush if suited), and keeps the lowest. The razz ranker
//! ranks every five-card subset by a tuple (how the ranks pair: none, one
//! pair, two pair, trips, full house, quads; then the five ace-low ranks
//! from the highest down) and keeps the smallest. Omaha tries every two hole
//! cards with every three board cards through the standard ranker. The
//! 8-or-better low of Omaha hi-lo (the same two-and-three pairings) and of
//! stud hi-lo (every five of the seven) is five distinct ranks of eight or
//! less, compared from the highest card down; none, no low.
//!
//! # Encoding
//! A `deck::Deck` parsed by the crate from our cards written `As Td …`
//! (the crate's own notation). Hold'em: the enum variant is the category
//! and `get_score()` (higher is better) the strength. Deuce-to-seven: the
//! crate exposes only an `Ord` and a `Display` (`2-7 Low: Flush A 5 4 3 2`),
//! no number, so the adapter answers the category named by the display and
//! no strength (category only). Ace-to-five: `RazzRanks` also has only an
//! `Ord` and a `Display`, but its display (`Low 7-5-4-3-A`, `One Pair
//! K-4-3-A-A`) prints every field of the tuple its `Ord` compares, so the
//! adapter reads the tuple back from it: the label is the category and the
//! strength is the tuple turned so that higher is better (5 minus the kind,
//! then 12 minus each ace-low rank; A = 0 … K = 12). Omaha and the high
//! halves: as hold'em. The lows: `LowHandRanks::Low { c1 … c5 }`, whose
//! `Ord` compares the five ranks' ace-low scores (`RankOrder::AceIsLow`)
//! from `c1` down, lower better; the strength is 12 minus each score, in
//! that order. An Omaha deal is given to the crate as one player's hole
//! cards, the flop (the board's first three cards), the turn and the river.
//!
//! # Deviations from the correct answer
//! What `showdown check` finds is in `third-party/ducy/FINDINGS.md`.

use super::{holdem_self_test, Adapter};
use crate::card::{format_cards, parse_hand, Card};
use crate::category::Category;
use crate::evaluator::{CardOrder, Domain, EvaluatorInfo, Low, Rejected, Strength, Verdict};
use crate::game::{Game, ACE_TO_FIVE, DEUCE_TO_SEVEN, HOLDEM, OMAHA, OMAHA_HI_LO, STUD_HI_LO};
use ducy::deck::{Card as DCard, Deck};
use ducy::games::flop_game::FlopGame;
use ducy::games::omaha::{OmahaGameEvaluation, OmahaGameState};
use ducy::games::omaha_hilo::{OmahaHiLoGameEvaluation, OmahaHiLoGameState};
use ducy::games::stud_hilo::{StudHiLoGameEvaluation, StudHiLoGameState};
use ducy::games::{GameEvaluation, GameWinner};
use ducy::ranking::deuce_to_seven::DeuceToSevenRanker;
use ducy::ranking::hand_rank::{StandardHandRanker, StandardHandRanks as S};
use ducy::ranking::low_hand_rank::LowHandRanks;
use ducy::ranking::razz::RazzRanker;
use ducy::ranking::standard_hand_ranker::RankOrder;

fn deck(c: &[Card]) -> Result<Deck, Rejected> {
    let s = format_cards(c);
    Deck::parse(&s).map_err(|e| Rejected::CannotRun(format!("ducy cannot parse `{s}`: {e:?}")))
}

fn category(r: &S) -> Category {
    match r {
        S::HighCard { .. } => Category::HighCard,
        S::OnePair { .. } => Category::OnePair,
        S::TwoPair { .. } => Category::TwoPair,
        S::ThreeOfAKind { .. } => Category::ThreeOfAKind,
        S::Straight { .. } => Category::Straight,
        S::Flush { .. } => Category::Flush,
        S::FullHouse { .. } => Category::FullHouse,
        S::FourOfAKind { .. } => Category::FourOfAKind,
        S::StraightFlush { .. } => Category::StraightFlush,
    }
}

fn high(c: &[Card]) -> Result<Verdict, Rejected> {
    let r = StandardHandRanker::get_rank(&deck(c)?);
    Ok(Verdict::new(
        category(&r),
        Some(Strength::single(i64::from(r.get_score()))),
    ))
}

fn deuce_to_seven(c: &[Card]) -> Result<Verdict, Rejected> {
    let shown = DeuceToSevenRanker::get_best_from(&deck(c)?).to_string();
    let named = shown.strip_prefix("2-7 Low: ").unwrap_or(&shown);
    // Longest names first: "Straight Flush" before "Straight".
    let category = [
        ("Straight Flush", Category::StraightFlush),
        ("Four of a Kind", Category::FourOfAKind),
        ("Full House", Category::FullHouse),
        ("Flush", Category::Flush),
        ("Straight", Category::Straight),
        ("Three of a Kind", Category::ThreeOfAKind),
        ("Two Pair", Category::TwoPair),
        ("Pair", Category::OnePair),
        ("High Card", Category::HighCard),
    ]
    .iter()
    .find(|(name, _)| named.starts_with(name))
    .map(|(_, c)| *c)
    .ok_or_else(|| Rejected::CannotRun(format!("ducy's answer `{shown}` names no category")))?;
    Ok(Verdict::new(category, None))
}

/// The verdict of a razz display, `Low 7-5-4-3-A` or `One Pair K-4-3-A-A`:
/// the label names the category (and the first field of the crate's
/// tuple), the five ranks the rest (`examples/confirm_ducy.rs` reads it
/// the same way, without this adapter).
fn razz_verdict(shown: &str) -> Result<Verdict, Rejected> {
    let bad = || {
        Rejected::CannotRun(format!(
            "ducy's razz answer `{shown}` is not `<label> r-r-r-r-r`"
        ))
    };
    let (label, ranks) = shown.rsplit_once(' ').ok_or_else(bad)?;
    let (kind, category) = match label {
        "Low" => (0, Category::HighCard),
        "One Pair" => (1, Category::OnePair),
        "Two Pair" => (2, Category::TwoPair),
        "Three of a Kind" => (3, Category::ThreeOfAKind),
        "Full House" => (4, Category::FullHouse),
        "Four of a Kind" => (5, Category::FourOfAKind),
        _ => return Err(bad()),
    };
    let mut parts = vec![5 - kind];
    for r in ranks.split('-') {
        let score = "A23456789TJQK"
            .find(r)
            .filter(|_| r.len() == 1)
            .ok_or_else(bad)?;
        parts.push(12 - score as i64);
    }
    if parts.len() != 6 {
        return Err(bad());
    }
    Ok(Verdict::new(category, Some(Strength::new(&parts))))
}

fn ace_to_five(c: &[Card]) -> Result<Verdict, Rejected> {
    razz_verdict(&RazzRanker::get_best_from(&deck(c)?).to_string())
}

fn one_card(c: &Card) -> Result<DCard, Rejected> {
    let s = format_cards(std::slice::from_ref(c));
    DCard::parse(&s).map_err(|e| Rejected::CannotRun(format!("ducy cannot parse `{s}`: {e:?}")))
}

/// One player's deal: the hole cards, the flop (the board's first three
/// cards), then the turn and the river if the board has them.
fn deal<G: FlopGame>(mut game: G, hole: &[Card], board: &[Card]) -> Result<G, Rejected> {
    let err = |what: &str, e: ducy::error::DucyError| {
        Rejected::CannotRun(format!("ducy refuses the {what}: {e:?}"))
    };
    if board.len() < 3 {
        return Err(Rejected::CannotRun(format!(
            "ducy deals a flop of three cards; the board has {}",
            board.len()
        )));
    }
    game.add_player(deck(hole)?)
        .map_err(|e| err("hole cards", e))?;
    game.set_flop(deck(&board[..3])?)
        .map_err(|e| err("flop", e))?;
    if let Some(turn) = board.get(3) {
        game.set_turn(one_card(turn)?).map_err(|e| err("turn", e))?;
    }
    if let Some(river) = board.get(4) {
        game.set_river(one_card(river)?)
            .map_err(|e| err("river", e))?;
    }
    if board.len() > 5 {
        return Err(Rejected::CannotRun(
            "ducy deals no board past the river".into(),
        ));
    }
    Ok(game)
}

/// The one player's hand, from a game evaluation's winners.
fn winner<H: ducy::ranking::hand_rank::HandRanking + Copy>(
    winners: &[GameWinner<H>],
) -> Result<H, Rejected> {
    winners
        .first()
        .map(|w| *w.winning_hand())
        .ok_or_else(|| Rejected::CannotRun("ducy names no winner for one player".into()))
}

fn high_verdict(r: &S) -> Verdict {
    Verdict::new(
        category(r),
        Some(Strength::single(i64::from(r.get_score()))),
    )
}

/// The low half: the first low winner's ranks, or none.
fn low_half(lows: &[GameWinner<LowHandRanks>]) -> Low {
    match lows.first().map(|w| *w.winning_hand()) {
        Some(LowHandRanks::Low { c1, c2, c3, c4, c5 }) => {
            let parts: Vec<i64> = [c1, c2, c3, c4, c5]
                .iter()
                .map(|r| 12 - i64::from(RankOrder::AceIsLow.get_score(r)))
                .collect();
            Low::Qualifies(Some(Strength::new(&parts)))
        }
        Some(LowHandRanks::NoLow) | None => Low::NoLow,
    }
}

fn omaha(hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
    let game = deal(OmahaGameState::new(hole.len() as u32), hole, board)?;
    let r = winner(&OmahaGameEvaluation {}.evaluate_winners(&game))?;
    Ok(high_verdict(&r))
}

fn omaha_hi_lo(hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
    let game = deal(OmahaHiLoGameState::new(hole.len() as u32), hole, board)?;
    let result = OmahaHiLoGameEvaluation {}.evaluate_winners(&game);
    let high = winner(&result.high_winners)?;
    Ok(high_verdict(&high).with_low(low_half(&result.low_winners)))
}

fn stud_hi_lo(c: &[Card]) -> Result<Verdict, Rejected> {
    let mut game = StudHiLoGameState::new();
    game.add_player(deck(c)?)
        .map_err(|e| Rejected::CannotRun(format!("ducy refuses {} cards: {e:?}", c.len())))?;
    let result = StudHiLoGameEvaluation.evaluate_winners(&game);
    let high = winner(&result.high_winners)?;
    Ok(high_verdict(&high).with_low(low_half(&result.low_winners)))
}

fn joined(_: &[Card]) -> Result<Verdict, Rejected> {
    Err(Rejected::CannotRun(
        "an Omaha evaluator needs hole cards and a board apart".into(),
    ))
}

/// Checks `got` on one known hand: its category.
fn expect(hand: &str, got: Result<Verdict, Rejected>, want: Category) -> Result<Verdict, String> {
    let v = got.map_err(|e| format!("`{hand}` rejected: {e}"))?;
    if v.category != want {
        return Err(format!(
            "`{hand}` came out {} instead of {}",
            v.category.token(),
            want.token()
        ));
    }
    Ok(v)
}

fn hand(s: &str) -> Vec<Card> {
    parse_hand(s).expect("self-test hands are valid")
}

/// The razz display read back: every rank and every pairing on known
/// hands (the deck conversion is the hold'em ranker's, tested first).
/// Pairs of every rank name one pair, and no-pair hands whose highest card
/// climbs from the five to the king get worse in turn; the ordering of two
/// paired hands is left out (getting it wrong is worth reporting, not an
/// encoding error).
fn ace_to_five_self_test() -> Result<(), String> {
    holdem_self_test(high)?;
    let check = |s: &str, want| expect(s, ace_to_five(&hand(s)), want);
    for (s, want) in [
        ("Ac Ad 2h 3s 4c", Category::OnePair),
        ("Ac Ad 2h 2s 3c", Category::TwoPair),
        ("Ac Ad Ah 2s 3c", Category::ThreeOfAKind),
        ("Ac Ad Ah 2s 2c", Category::FullHouse),
        ("Ac Ad Ah As 2c", Category::FourOfAKind),
    ] {
        check(s, want)?;
    }
    let ranks = [
        "A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K",
    ];
    for r in ranks {
        let kick: Vec<&str> = ranks.iter().filter(|k| **k != r).take(3).copied().collect();
        check(
            &format!("{r}c {r}d {}h {}s {}c", kick[0], kick[1], kick[2]),
            Category::OnePair,
        )?;
    }
    let mut last: Option<(String, Verdict)> = None;
    for r in &ranks[4..] {
        let s = format!("Ac 2d 3h 4s {r}c");
        let v = check(&s, Category::HighCard)?;
        if let Some((p, pv)) = &last {
            if pv.strength <= v.strength {
                return Err(format!("`{s}` is not a worse low than `{p}`"));
            }
        }
        last = Some((s, v));
    }
    Ok(())
}

fn split(s: &str) -> (Vec<Card>, Vec<Card>) {
    let (h, b) = s.split_once('|').expect("HOLE | BOARD");
    (hand(h.trim()), hand(b.trim()))
}

/// The deal conversion on known deals (the cards are the hold'em
/// ranker's, tested first): the hole cards and the board are told apart
/// (four aces in the hole are one pair), and a royal flush made of two
/// hole and three board cards is found on a flop, a turn and a river.
fn omaha_self_test() -> Result<(), String> {
    holdem_self_test(high)?;
    for (s, want) in [
        ("As Ah Ad Ac | 2c 7d 9h", Category::OnePair),
        ("As Ks 2c 3d | Qs Js Ts", Category::StraightFlush),
        ("As Ks 2c 3d 4d | Qs Js Ts 4h", Category::StraightFlush),
        (
            "As Ks 2c 3d 4d 5d | Qs Js Ts 4h 5h",
            Category::StraightFlush,
        ),
        ("Kh Kd 2c 3d | Ks 7c 7d 9h 9s", Category::FullHouse),
    ] {
        let (h, b) = split(s);
        expect(s, omaha(&h, &b), want)?;
    }
    Ok(())
}

/// The low half read on known deals: the wheel is the best low, an
/// eight-high low qualifies below it, a nine or a pair leaves no low.
fn low_self_test(
    low_of: &dyn Fn(&str) -> Result<Verdict, Rejected>,
    hands: [&str; 4],
) -> Result<(), String> {
    let lows: Vec<Low> = hands
        .iter()
        .map(|s| {
            low_of(s)
                .map(|v| v.low)
                .map_err(|e| format!("`{s}` rejected: {e}"))
        })
        .collect::<Result<_, _>>()?;
    match (&lows[0], &lows[1]) {
        (Low::Qualifies(Some(a)), Low::Qualifies(Some(b))) if a > b => {}
        _ => {
            return Err(format!(
                "`{}` and `{}`: the wheel and an eight low came out {:?} and {:?}",
                hands[0], hands[1], lows[0], lows[1]
            ))
        }
    }
    for (s, l) in hands[2..].iter().zip(&lows[2..]) {
        if *l != Low::NoLow {
            return Err(format!("`{s}` has no low but came out {l:?}"));
        }
    }
    Ok(())
}

fn omaha_hi_lo_self_test() -> Result<(), String> {
    omaha_self_test_with(omaha_hi_lo)?;
    let low_of = |s: &str| {
        let (h, b) = split(s);
        omaha_hi_lo(&h, &b)
    };
    low_self_test(
        &low_of,
        [
            "Ac 2d Kh Ks | 3c 4d 5h Qs Qd",
            "Ac 2d Kh Ks | 3c 4d 8h Qs Qd",
            "9c 2d Kh Ks | 3c 4d 5h Qs Qd",
            "Ac Ad Kh Ks | 3c 4d 5h Qs Qd",
        ],
    )
}

fn omaha_self_test_with(
    f: fn(&[Card], &[Card]) -> Result<Verdict, Rejected>,
) -> Result<(), String> {
    omaha_self_test()?;
    let s = "As Ah Ad Ac | 2c 7d 9h";
    let (h, b) = split(s);
    expect(s, f(&h, &b), Category::OnePair)?;
    Ok(())
}

fn stud_hi_lo_self_test() -> Result<(), String> {
    holdem_self_test(high)?;
    let s = "Ks Kd Kh Qs Qd 9c 8c";
    expect(s, stud_hi_lo(&hand(s)), Category::FullHouse)?;
    low_self_test(
        &|s| stud_hi_lo(&hand(s)),
        [
            "Ac 2d 3h 4s 5c Kd Qh",
            "Ac 2d 3h 4s 8c Kd Qh",
            "9c 2d 3h 4s Tc Kd Qh",
            "Ac Ad 2h 2s 3c 3d 4h",
        ],
    )
}

fn info(
    name: &'static str,
    game: &'static Game,
    domain: Domain,
    returns: &'static str,
    source: &'static str,
) -> EvaluatorInfo {
    EvaluatorInfo {
        name: name.into(),
        game,
        domain,
        order: CardOrder::Free,
        gives_strength: true,
        returns: returns.into(),
        source: source.into(),
    }
}

pub(super) fn adapters() -> Vec<Adapter> {
    vec![
        Adapter::new(
            EvaluatorInfo {
                name: "crate-ducy".into(),
                game: &HOLDEM,
                domain: Domain::range(5, 7),
                order: CardOrder::Free,
                gives_strength: true,
                returns: "StandardHandRanks (variant = category) and get_score(), higher better"
                    .into(),
                source: "crates.io: ducy 0.3.0 (StandardHandRanker::get_rank)".into(),
            },
            high,
            || holdem_self_test(high),
        ),
        Adapter::new(
            EvaluatorInfo {
                name: "crate-ducy-deuce-to-seven".into(),
                game: &DEUCE_TO_SEVEN,
                domain: Domain::range(5, 7),
                order: CardOrder::Free,
                gives_strength: false,
                returns: "DeuceToSevenRanks: Ord and Display only; the category its display names"
                    .into(),
                source: "crates.io: ducy 0.3.0 (DeuceToSevenRanker::get_best_from)".into(),
            },
            deuce_to_seven,
            || holdem_self_test(high),
        ),
        Adapter::new(
            info(
                "crate-ducy-ace-to-five",
                &ACE_TO_FIVE,
                Domain::range(5, 7),
                "RazzRanks: Ord and Display; category and strength read from the display",
                "crates.io: ducy 0.3.0 (RazzRanker::get_best_from)",
            ),
            ace_to_five,
            ace_to_five_self_test,
        ),
        Adapter::new(
            info(
                "crate-ducy-omaha",
                &OMAHA,
                Domain::range(7, 11),
                "the one player's StandardHandRanks (variant = category) and get_score()",
                "crates.io: ducy 0.3.0 (OmahaGameEvaluation::evaluate_winners)",
            ),
            joined,
            omaha_self_test,
        )
        .with_deal(omaha),
        Adapter::new(
            info(
                "crate-ducy-omaha-hi-lo",
                &OMAHA_HI_LO,
                Domain::range(7, 11),
                "high: StandardHandRanks and get_score(); low: LowHandRanks ranks, or no low",
                "crates.io: ducy 0.3.0 (OmahaHiLoGameEvaluation::evaluate_winners)",
            ),
            joined,
            omaha_hi_lo_self_test,
        )
        .with_deal(omaha_hi_lo),
        Adapter::new(
            info(
                "crate-ducy-stud-hi-lo",
                &STUD_HI_LO,
                Domain::exactly(7),
                "high: StandardHandRanks and get_score(); low: LowHandRanks ranks, or no low",
                "crates.io: ducy 0.3.0 (StudHiLoGameEvaluation::evaluate_winners)",
            ),
            stud_hi_lo,
            stud_hi_lo_self_test,
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(f: fn(&[Card]) -> Result<Verdict, Rejected>, s: &str) -> Verdict {
        f(&hand(s)).unwrap()
    }

    #[test]
    fn the_razz_display_reads_back_as_its_tuple() {
        let r = razz_verdict("One Pair K-4-3-A-A").unwrap();
        assert_eq!(r.category, Category::OnePair);
        assert_eq!(r.strength, Some(Strength::new(&[4, 0, 9, 10, 12, 12])));
        assert!(razz_verdict("One Pair K-4-3-A").is_err());
        assert!(razz_verdict("Pair K-4-3-A-A").is_err());
        assert!(razz_verdict("Low 7-5-4-3-X").is_err());
    }

    #[test]
    fn ace_to_five_keeps_the_crates_pair_order() {
        // Faithful: ducy compares a paired low from its highest card, so
        // 2-2-5-4-3 comes out above A-A-7-6-5 (third-party/ducy/FINDINGS.md).
        let aces = v(ace_to_five, "Ac Ad 5h 6s 7c");
        let deuces = v(ace_to_five, "2c 2d 3h 4s 5c");
        assert!(deuces.strength > aces.strength);
        // No pair: the wheel is the best low, out of seven cards too.
        let wheel = v(ace_to_five, "Ac 2d 3h 4s 5c Kd Kh");
        let six = v(ace_to_five, "Ac 2d 3h 4s 6c");
        assert!(wheel.strength > six.strength && wheel.category == Category::HighCard);
    }

    #[test]
    fn omaha_deals_reach_the_crate_hole_and_board_apart() {
        let (h, b) = split("As Ah Kd Kc | 2c 7d 9h Ts Jc");
        assert_eq!(omaha(&h, &b).unwrap().category, Category::OnePair);
        let (h, b) = split("Ac 2d Kh Ks | 3c 4d 5h");
        let hl = omaha_hi_lo(&h, &b).unwrap();
        assert_eq!(hl.category, Category::Straight);
        assert!(matches!(hl.low, Low::Qualifies(Some(_))));
        let seven = stud_hi_lo(&hand("Kc Kd Kh Qs Qd 9c 8c")).unwrap();
        assert_eq!(
            (seven.category, seven.low),
            (Category::FullHouse, Low::NoLow)
        );
        assert!(
            stud_hi_lo(&hand("Kc Kd Kh Qs Qd")).is_err(),
            "stud takes seven"
        );
    }
}
