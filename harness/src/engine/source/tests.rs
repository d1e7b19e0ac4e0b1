//! The sources stand for the hands they say; plans ask one hand per class
//! only of suit-blind evaluators.

use super::*;
use showdown_evaluators::category::Category;
use showdown_evaluators::evaluator::{CardOrder, Evaluator};

#[test]
fn every_source_stands_for_the_hands_it_says_walked_or_folded() {
    use showdown_evaluators::game::SHORT_DECK;
    use showdown_evaluators::HOLDEM;
    let sources = [
        Source::Every {
            game: &HOLDEM,
            n: 3,
        },
        Source::UpToSuits {
            game: &HOLDEM,
            n: 4,
        },
        Source::Every {
            game: &SHORT_DECK,
            n: 4,
        },
        Source::UpToSuits {
            game: &SHORT_DECK,
            n: 5,
        },
        Source::uniform(&HOLDEM, 5, 1000, 9),
        Source::List {
            n: 2,
            cards: showdown_evaluators::card::parse_cards("As Ks 2c 3d 4h 5s").unwrap(),
        },
    ];
    for source in &sources {
        let mut walked = 0u64;
        source.for_each(&mut |hand, w, _| {
            assert_eq!(hand.len(), source.cards(), "{source:?}");
            walked += u64::from(w);
            true
        });
        let done = AtomicU64::new(0);
        let folded = source.fold(&done, || 0u64, |a, _, w| *a += w, |a, b| a + b);
        assert_eq!(
            (walked, folded),
            (source.hands(), source.hands()),
            "{source:?}"
        );
        assert_eq!(done.load(Ordering::Relaxed), source.hands(), "{source:?}");
    }
    assert_eq!(sources[1].asked(), crate::suit_classes::PUBLISHED_52[4]);
}

#[test]
fn uniform_random_hands_are_the_generators_hands_and_stop_when_asked() {
    let source = Source::uniform(&showdown_evaluators::HOLDEM, 7, 50, 24301);
    let mut rng = SplitMix(24301);
    let mut seen = 0;
    source.for_each(&mut |hand, w, label| {
        assert_eq!((hand.to_vec(), w, label), (rng.hand(7), 1, 0));
        seen += 1;
        seen < 20
    });
    assert_eq!(seen, 20);
}

#[test]
fn a_plan_asks_one_hand_per_class_only_of_order_free_suit_blind_evaluators() {
    let reference = showdown_evaluators::registry::by_name("reference").unwrap();
    let hole_last = showdown_evaluators::registry::all()
        .into_iter()
        .find(|e| e.order() != CardOrder::Free)
        .expect("a hole-last port");
    let evs: Vec<&dyn Evaluator> = vec![&*reference, &*hole_last];
    let p = plan(&evs, false, false, || {
        suit_sample(&showdown_evaluators::HOLDEM, 5, 4)
    });
    assert_eq!(
        p.enumeration,
        [Enumeration::UpToSuits, Enumeration::EveryHand]
    );
    assert!(p.suit_checks[0]
        .as_ref()
        .is_some_and(|c| c.differs.is_none()));
    assert!(p.suit_checks[1].is_none());
    assert_eq!(
        p.passes,
        [
            (Enumeration::UpToSuits, vec![0]),
            (Enumeration::EveryHand, vec![1])
        ]
    );
    let every = plan(&evs, true, false, || {
        unreachable!("no sample with every hand")
    });
    assert_eq!(every.passes, [(Enumeration::EveryHand, vec![0, 1])]);
    let none = plan(&[], false, false, Vec::new);
    assert_eq!(none.passes, [(Enumeration::UpToSuits, vec![])]);
}

/// php-priority, except that a club among its hole cards (the last
/// two) makes any hand a high card: order-sensitive and suit-aware.
struct ClubHole;

static CLUB_HOLE: showdown_evaluators::evaluator::EvaluatorInfo =
    showdown_evaluators::evaluator::EvaluatorInfo::holdem(
        "club-hole",
        showdown_evaluators::Domain::range(7, 7),
        true,
        "php-priority's answer, high card with a club in the hole",
        "test: tells the hole cards' suits apart",
    )
    .with_order(CardOrder::HoleLast);

impl Evaluator for ClubHole {
    fn info(&self) -> &showdown_evaluators::evaluator::EvaluatorInfo {
        &CLUB_HOLE
    }
    fn evaluate(
        &self,
        cards: &[Card],
    ) -> Result<showdown_evaluators::evaluator::Verdict, showdown_evaluators::evaluator::Rejected>
    {
        let php = showdown_evaluators::registry::by_name("php-priority").unwrap();
        let mut v = php.evaluate(cards)?;
        if cards[5..]
            .iter()
            .any(|c| c.suit() == showdown_evaluators::Suit::Clubs)
        {
            v.category = Category::HighCard;
        }
        Ok(v)
    }
}

#[test]
fn a_hole_last_evaluator_given_ascending_cards_is_suit_checked_like_any_other() {
    let php = showdown_evaluators::registry::by_name("php-priority").unwrap();
    assert_eq!(php.order(), CardOrder::HoleLast);
    let club_hole = ClubHole;
    let evs: Vec<&dyn Evaluator> = vec![&*php, &club_hole];
    let mut rng = SplitMix(0x5eed);
    let sample: Vec<Vec<Card>> = (0..300)
        .map(|_| {
            let mut hand = rng.hand(7);
            hand.sort_unstable();
            hand
        })
        .collect();
    // Cards ascending (canonical hole order): both are checked; only
    // php-priority, blind to suits, is asked one hand per class.
    let p = plan(&evs, false, true, || sample.clone());
    assert_eq!(
        p.enumeration,
        [Enumeration::UpToSuits, Enumeration::EveryHand]
    );
    let php_check = p.suit_checks[0].as_ref().expect("php-priority checked");
    assert_eq!((php_check.hands, &php_check.differs), (300 * 23, &None));
    let (hand, renamed, _, _) = p.suit_checks[1]
        .as_ref()
        .and_then(|c| c.differs.clone())
        .expect("the club in the hole shows");
    assert_eq!(
        crate::suit_classes::canonical_key(&hand),
        crate::suit_classes::canonical_key(&renamed)
    );
    // Hole pairs picked per hand: neither is checked, both asked every hand.
    let p = plan(&evs, false, false, || unreachable!("nobody to check"));
    assert_eq!(p.enumeration, [Enumeration::EveryHand; 2]);
    assert!(p.suit_checks.iter().all(Option::is_none));
}
