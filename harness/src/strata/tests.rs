use super::*;
use showdown_evaluators::games::{checker_for, evaluate_joined, reference_for};

/// Plain facts about a hand, counted here, not by the drawer.
struct Facts {
    by_rank: [u8; 13],
    most_suited: u8,
}

fn facts(cards: &[Card]) -> Facts {
    let mut by_rank = [0u8; 13];
    let mut by_suit = [0u8; 4];
    for c in cards {
        by_rank[c.rank().index() as usize] += 1;
        by_suit[c.suit().index() as usize] += 1;
    }
    Facts {
        by_rank,
        most_suited: by_suit.into_iter().max().unwrap_or(0),
    }
}

fn groups(f: &Facts, k: u8) -> usize {
    f.by_rank.iter().filter(|&&c| c == k).count()
}

const NUMBER_ONE: [Rank; 5] = [Rank::Seven, Rank::Five, Rank::Four, Rank::Three, Rank::Two];

fn cards(text: &str) -> Vec<Card> {
    showdown_evaluators::card::parse_cards(text).unwrap()
}

/// The plain lowball checker's key (not the reference the drawer uses).
fn low_key(game: &'static Game, h: &[Card]) -> u32 {
    showdown_evaluators::games::lowball::LowballPlain::for_game(game)
        .unwrap()
        .key(h)
}

/// Whether one suit holds a card of each of `ranks`.
fn suit_holds(h: &[Card], ranks: &[Rank]) -> bool {
    Suit::ALL
        .iter()
        .any(|&s| ranks.iter().all(|&r| h.contains(&Card::new(r, s))))
}

/// The plain checker's low of a hi-lo hand (every choice of five).
fn plain_low(game: &Game, h: &[Card]) -> Option<[u8; 5]> {
    use showdown_evaluators::games::hi_lo::plain;
    if game.has_hole_cards() {
        let (hole, board) = showdown_evaluators::games::omaha::split_joined(h);
        plain::omaha_low(hole, board)
    } else {
        plain::stud_low(h)
    }
}

/// Whether every pair of hole cards making the best high (hold'em's
/// best-of-subsets on two hole and three board cards) is disjoint from
/// every pair making the best plain low.
fn high_and_low_apart(hole: &[Card], board: &[Card]) -> bool {
    use showdown_evaluators::games::hi_lo::plain;
    let checker = checker_for(&showdown_evaluators::game::HOLDEM);
    let high = |two: &[Card]| -> i64 {
        let mut best = i64::MIN;
        for x in 0..board.len() {
            for y in x + 1..board.len() {
                for z in y + 1..board.len() {
                    let five = [two[0], two[1], board[x], board[y], board[z]];
                    let v = checker.evaluate(&five).unwrap();
                    best = best.max(v.strength.unwrap().parts()[0]);
                }
            }
        }
        best
    };
    let mut pairs = Vec::new();
    for a in 0..hole.len() {
        for b in a + 1..hole.len() {
            let two = [hole[a], hole[b]];
            pairs.push((two, high(&two), plain::key(plain::omaha_low(&two, board))));
        }
    }
    let best_high = pairs.iter().map(|p| p.1).max().unwrap();
    let best_low = pairs.iter().map(|p| p.2).max().unwrap();
    pairs.iter().filter(|p| p.1 == best_high).all(|hp| {
        pairs
            .iter()
            .filter(|lp| lp.2 == best_low)
            .all(|lp| !lp.0.iter().any(|c| hp.0.contains(c)))
    })
}

/// Every stratum of every game and card count draws hands of the right
/// size, of distinct cards of the game's deck, holding the stratum's
/// structure — judged by the game's plain checker (independent of the
/// reference the drawer uses) and by counting ranks and suits here.
#[test]
fn every_drawn_hand_is_what_its_stratum_says() {
    for game in Game::all() {
        let reference = reference_for(game);
        let checker = checker_for(game);
        let strength = |h: &[Card]| {
            evaluate_joined(&*reference, h)
                .ok()
                .and_then(|v| v.strength)
                .map_or(0, |s| s.parts()[0] as u16)
        };
        let deck = game.deck();
        // Every deal: in a game with hole cards each split of n cards.
        let deals = game.cards.counts().flat_map(|n| {
            if game.has_hole_cards() {
                showdown_evaluators::games::omaha::deals_of(n)
            } else {
                vec![(0, n)]
            }
        });
        for (hole_n, board_n) in deals {
            let n = hole_n + board_n;
            let drawer = Drawer::new(game, n, &strength).with_hole(hole_n);
            let strata = strata_for_deal(game, hole_n, board_n);
            assert_eq!(strata[0], Stratum::UNIFORM);
            for st in strata {
                let mut rng = SplitMix(n as u64 * 31 + 7);
                let mut seen = std::collections::HashSet::new();
                for _ in 0..200 {
                    let mut h = Vec::new();
                    drawer
                        .draw(st, &mut rng, &mut h)
                        .unwrap_or_else(|| panic!("{} {n}: {} draws nothing", game.id, st.id()));
                    let mut sorted = h.clone();
                    sorted.sort();
                    sorted.dedup();
                    assert_eq!(sorted.len(), n, "{} {}", game.id, st.id());
                    assert!(h.iter().all(|c| deck.contains(c)));
                    if game.has_hole_cards() {
                        let (hole, board) = showdown_evaluators::games::omaha::split_joined(&h);
                        assert_eq!(
                            (hole.len(), board.len()),
                            (hole_n, board_n),
                            "{} {}: drawn as a deal of its shape",
                            game.id,
                            st.id()
                        );
                    }
                    seen.insert(sorted);
                    let cat = evaluate_joined(&*checker, &h).expect("a hand").category;
                    let f = facts(&h);
                    let (hole, board) = if game.has_hole_cards() {
                        showdown_evaluators::games::omaha::split_joined(&h)
                    } else {
                        (&h[..0], &h[..])
                    };
                    let (fh, fb) = (facts(hole), facts(board));
                    let low_top = if game.lowest_rank == Rank::Two {
                        Rank::Five
                    } else {
                        Rank::Nine
                    };
                    let has = |r: Rank| f.by_rank[r.index() as usize] > 0;
                    let ok = match st.id().as_str() {
                        "uniform" => true,
                        "two-trips" => groups(&f, 3) == 2 && cat == Category::FullHouse,
                        "three-pairs" => groups(&f, 2) == 3 && cat == Category::TwoPair,
                        "trips-two-pairs" => {
                            groups(&f, 3) == 1 && groups(&f, 2) == 2 && cat == Category::FullHouse
                        }
                        "quads-pair" => groups(&f, 4) == 1 && groups(&f, 2) == 1,
                        "quads-trips" => groups(&f, 4) == 1 && groups(&f, 3) == 1,
                        "wheel" => {
                            // The lowest straight, and nothing above it.
                            let next = Rank::from_index(low_top.index() + 1).unwrap();
                            cat == Category::Straight
                                && has(Rank::Ace)
                                && has(low_top)
                                && !has(next)
                        }
                        "wheel-next" => {
                            let next = Rank::from_index(low_top.index() + 1).unwrap();
                            cat == Category::Straight && has(Rank::Ace) && has(next)
                        }
                        "steel-wheel" => {
                            cat == Category::StraightFlush && strength(&h) & 0xFFF == 0
                        }
                        "sf-run-in-suit" => cat == Category::StraightFlush && f.most_suited >= 6,
                        "sf-run-off-suit" => cat == Category::StraightFlush,
                        "six-suited" => f.most_suited == 6,
                        "seven-suited" => f.most_suited == 7,
                        "straight-and-flush" => cat == Category::Flush,
                        "board-plays" => {
                            let b = evaluate_joined(&*checker, &h[..5]).unwrap();
                            b.category == cat && strength(&h) == strength(&h[..5])
                        }
                        "flush-or-full-house" => {
                            matches!(cat, Category::Flush | Category::FullHouse)
                        }
                        "trips-or-straight" => {
                            matches!(cat, Category::ThreeOfAKind | Category::Straight)
                        }
                        "straight-with-trips" => {
                            groups(&f, 3) == 1
                                && matches!(cat, Category::ThreeOfAKind | Category::Straight)
                        }
                        "board-stronger" => {
                            let b = Reference::new().category(board);
                            game.rank_of(b) > game.rank_of(cat)
                        }
                        "4-flush-board-1-hole" => fb.most_suited >= 4 && cat != Category::Flush,
                        "4-flush-board-2-hole" => {
                            fb.most_suited >= 4
                                && game.rank_of(cat) >= game.rank_of(Category::Flush)
                        }
                        "4-straight-board-1" => true,
                        "board-trips-hole-pair" => {
                            groups(&fb, 3) >= 1
                                && fh.by_rank.iter().any(|&c| c >= 2)
                                && game.rank_of(cat) >= game.rank_of(Category::FullHouse)
                        }
                        "board-quads" => groups(&fb, 4) == 1 && cat != Category::FourOfAKind,
                        "paired-board" => fb.by_rank.iter().any(|&c| c >= 2),
                        "hole-trips" => groups(&fh, 3) == 1,
                        "hole-quads" => groups(&fh, 4) == 1,
                        // Lowball.
                        "drop-pair" => {
                            f.by_rank.iter().any(|&c| c >= 2) && cat == Category::HighCard
                        }
                        "wheel-low" | "suited-wheel-low" => {
                            let suited = st.id() == "suited-wheel-low";
                            low_key(game, &h) == low_key(game, &cards("5c 4d 3h 2s Ac"))
                                && (!suited || suit_holds(&h, &LOW_RANKS[..5]))
                        }
                        "ace-and-king" => {
                            cat == Category::HighCard
                                && f.by_rank.iter().filter(|&&c| c > 0).count() == 5
                                && has(Rank::Ace)
                                && has(Rank::King)
                        }
                        "a-2-3-4-5-ace-high" => {
                            cat == Category::HighCard
                                && h.iter().all(|c| LOW_RANKS[..5].contains(&c.rank()))
                                && LOW_RANKS[..5].iter().all(|&r| has(r))
                        }
                        "2-to-6-straight" => {
                            Rank::ALL[..5].iter().all(|&r| has(r))
                                && (n > 5 || cat == Category::Straight)
                        }
                        "7-5-4-3-2-suited" => {
                            suit_holds(&h, &NUMBER_ONE) && (n > 5 || cat == Category::Flush)
                        }
                        "7-5-4-3-2" => low_key(game, &h) == low_key(game, &cards("7s 5h 4h 3h 2h")),
                        "drop-straight-card" => {
                            cat == Category::HighCard
                                && Rank::ALL.windows(5).any(|w| w.iter().all(|&r| has(r)))
                        }
                        // Hi-lo, judged by the plain low.
                        "low-qualifies" => plain_low(game, &h).is_some(),
                        "no-low" => plain_low(game, &h).is_none(),
                        "8-high-low" => plain_low(game, &h).is_some_and(|l| l[0] == 8),
                        "wheel-low-and-straight" => {
                            plain_low(game, &h) == Some([5, 4, 3, 2, 1])
                                && game.rank_of(cat) >= game.rank_of(Category::Straight)
                        }
                        "counterfeit-low" => {
                            let paired = if game.has_hole_cards() {
                                hole.iter().any(|c| {
                                    LOW_RANKS.contains(&c.rank())
                                        && board.iter().any(|b| b.rank() == c.rank())
                                })
                            } else {
                                LOW_RANKS.iter().any(|r| f.by_rank[r.index() as usize] >= 2)
                            };
                            paired && plain_low(game, &h).is_some()
                        }
                        "low-other-hole-cards" => {
                            plain_low(game, &h).is_some() && high_and_low_apart(hole, board)
                        }
                        "board-low-plays" => {
                            let lows = LOW_RANKS
                                .iter()
                                .filter(|r| fb.by_rank[r.index() as usize] > 0)
                                .count();
                            lows == 3 && plain_low(game, &h).is_some()
                        }
                        id if game.is_badugi() => badugi_stratum_holds(id, &h),
                        id => Category::ALL.iter().any(|c| c.token() == id && *c == cat),
                    };
                    assert!(
                        ok,
                        "{} {n} cards, stratum {}: {} is not what it says ({cat:?})",
                        game.id,
                        st.id(),
                        showdown_evaluators::games::format_joined(game, &h)
                    );
                }
                // Drawn, not repeated: the hands vary.
                assert!(
                    seen.len() > 5
                        || matches!(
                            st.id().as_str(),
                            "steel-wheel" | "suited-wheel-low" | "7-5-4-3-2-suited"
                        ),
                    "{} {}",
                    game.id,
                    st.id()
                );
            }
        }
    }
}

/// A lowball game's category strata are exactly the categories its
/// hands of that size make (the published counts of the proof).
#[test]
fn lowball_category_strata_are_the_categories_that_occur() {
    for game in [
        &showdown_evaluators::game::ACE_TO_FIVE,
        &showdown_evaluators::game::DEUCE_TO_SEVEN,
    ] {
        for n in 5..=7 {
            let counts = showdown_evaluators::games::lowball::published_counts(game, n).unwrap();
            let mut occur: Vec<String> = game
                .categories
                .iter()
                .filter(|c| counts.histogram[c.index() as usize] > 0)
                .map(|c| c.token().to_string())
                .collect();
            let mut strata: Vec<String> = strata_for(game, n)
                .iter()
                .filter(|s| matches!(s.kind, Kind::Category(_)))
                .map(Stratum::id)
                .collect();
            occur.sort();
            strata.sort();
            assert_eq!(strata, occur, "{} {n}", game.id);
        }
    }
}

#[test]
fn strata_cover_every_category_and_the_rare_structures() {
    let ids =
        |g: &'static Game, n| -> Vec<String> { strata_for(g, n).iter().map(Stratum::id).collect() };
    let seven = ids(&showdown_evaluators::game::HOLDEM, 7);
    for want in [
        "uniform",
        "straight-flush",
        "two-trips",
        "quads-trips",
        "steel-wheel",
        "seven-suited",
        "board-plays",
    ] {
        assert!(seven.iter().any(|i| i == want), "{want}: {seven:?}");
    }
    assert!(!ids(&showdown_evaluators::game::HOLDEM, 5)
        .iter()
        .any(|i| i == "two-trips"));
    let omaha = ids(&showdown_evaluators::game::OMAHA, 9);
    assert!(
        omaha.iter().any(|i| i == "4-flush-board-1-hole"),
        "{omaha:?}"
    );
    let short = ids(&showdown_evaluators::game::SHORT_DECK, 7);
    assert!(
        short.iter().any(|i| i == "flush-or-full-house"),
        "{short:?}"
    );
    let d27 = ids(&showdown_evaluators::game::DEUCE_TO_SEVEN, 7);
    for want in ["flush", "7-5-4-3-2", "drop-pair", "drop-straight-card"] {
        assert!(d27.iter().any(|i| i == want), "{want}: {d27:?}");
    }
    assert!(!d27.iter().any(|i| i == "straight" || i == "two-trips"));
    let a5 = ids(&showdown_evaluators::game::ACE_TO_FIVE, 5);
    assert!(a5.iter().any(|i| i == "four-of-a-kind"), "{a5:?}");
    assert!(!a5.iter().any(|i| i == "straight" || i == "drop-pair"));
    let stud = ids(&showdown_evaluators::game::STUD_HI_LO, 7);
    for want in ["wheel", "no-low", "8-high-low", "counterfeit-low"] {
        assert!(stud.iter().any(|i| i == want), "{want}: {stud:?}");
    }
    let omaha = ids(&showdown_evaluators::game::OMAHA_HI_LO, 9);
    for want in [
        "4-flush-board-1-hole",
        "low-other-hole-cards",
        "board-low-plays",
    ] {
        assert!(omaha.iter().any(|i| i == want), "{want}: {omaha:?}");
    }
    assert!(!ids(&showdown_evaluators::game::OMAHA_HI_LO, 7)
        .iter()
        .any(|i| i == "board-low-plays"));
}

/// Whether a badugi hand is what its stratum's id says, by the plain
/// checker (the size) and by counting (the patterns, the double clash).
fn badugi_stratum_holds(id: &str, h: &[Card]) -> bool {
    use showdown_evaluators::games::badugi::BadugiPlain;
    let shape = |suits: bool| {
        let mut counts = [0usize; 13];
        for c in h {
            counts[usize::from(if suits {
                c.suit().index()
            } else {
                c.rank().index()
            })] += 1;
        }
        let mut s: Vec<String> = counts
            .iter()
            .filter(|&&n| n > 0)
            .map(|n| n.to_string())
            .collect();
        s.sort_unstable_by(|a, b| b.cmp(a));
        s.join("-")
    };
    if let Some(k) = id.strip_prefix("badugi-") {
        let size = BadugiPlain::key_size(BadugiPlain.key(h));
        return k.starts_with(&size.to_string());
    }
    if let Some(p) = id.strip_prefix("ranks-") {
        return shape(false) == p;
    }
    if let Some(p) = id.strip_prefix("suits-") {
        return shape(true) == p;
    }
    id == "double-clash"
        && h.iter().any(|x| {
            h.iter().any(|y| y != x && y.rank() == x.rank())
                && h.iter().any(|z| z != x && z.suit() == x.suit())
        })
}
