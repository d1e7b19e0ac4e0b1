//! Joined cards and deals: split, read and answered.

use super::*;

#[test]
fn omaha_split_joined_follows_the_documented_convention() {
    // Cards never marked split as the largest board their count allows
    // (here the first two are in descending order).
    let cards: Vec<Card> = Card::all().take(11).collect::<Vec<_>>();
    let mut desc = cards.clone();
    desc.reverse();
    for (n, hole) in [(9, 4), (10, 5), (11, 6), (8, 4), (7, 4)] {
        let (h, b) = split_joined(&desc[..n]);
        assert_eq!((h.len(), b.len()), (hole, n - hole));
        assert_eq!(h, &desc[..hole]);
    }
}

#[test]
fn omaha_every_deal_comes_apart_as_it_was_joined() {
    let deck: Vec<Card> = Card::all().collect();
    let mut rng = 0x5eed_u64;
    let mut shapes = 0;
    for n in 7..=11 {
        for (hole, board) in deals_of(n) {
            shapes += 1;
            for round in 0..200 {
                // Random cards in a random order, and the deck in both orders.
                let mut pick = deck.clone();
                for i in 0..n {
                    rng = rng
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    let j = i + (rng >> 33) as usize % (pick.len() - i);
                    pick.swap(i, j);
                }
                if round == 1 {
                    pick = deck.clone();
                } else if round == 2 {
                    pick = deck.iter().rev().copied().collect();
                }
                let (h, b) = (&pick[..hole], &pick[hole..n]);
                let joined = join(h, b);
                let (h2, b2) = split_joined(&joined);
                assert_eq!(b2, b, "{hole} + {board}: the board comes back as dealt");
                assert_eq!(
                    card_mask(h2),
                    card_mask(h),
                    "{hole} + {board}: the same hole cards"
                );
                let text = crate::games::format_joined(&OMAHA, &joined);
                let back = crate::games::parse_joined(&OMAHA, &text).unwrap();
                assert_eq!(back, joined, "{text}");
                assert_eq!(
                    crate::games::evaluate_joined(&OmahaReference::new(), &joined),
                    OmahaReference::new().evaluate_deal(h, b),
                    "{text}"
                );
            }
        }
    }
    assert_eq!(shapes, 9, "4 to 6 hole cards with 3 to 5 board cards");
}

#[test]
fn omaha_every_deal_is_read_and_answered() {
    // The flop of a five-card hand: once refused as "cannot be told apart".
    let cards = crate::games::parse_joined(&OMAHA, "2c 3d 4s 9s Kh | Qh Jh Th").unwrap();
    assert_eq!(
        crate::games::format_joined(&OMAHA, &cards),
        "2c 3d 4s 9s Kh | Qh Jh Th"
    );
    let v = crate::games::evaluate_joined(&OmahaReference::new(), &cards).unwrap();
    assert_eq!(v.category, Category::Straight, "K-Q-J-T-9 with 9s Kh");
    for text in [
        "As Kd 7h 7c | 2s Td 9d",
        "As Kd 7h 7c 5c | 2s Td 9d 8c",
        "As Kd 7h 7c 5c 4d | 2s Td 9d",
        "As Kd 7h 7c 5c 4d | 2s Td 9d 8c",
        "2s 3s 7h 7c 5c 4d | Ad Td 9d 8c 3h",
    ] {
        let cards = crate::games::parse_joined(&OMAHA, text).unwrap();
        let (h, b) = split_joined(&cards);
        assert_eq!(
            (h.len(), b.len()),
            (
                text.split('|').next().unwrap().split_whitespace().count(),
                b.len()
            ),
        );
        assert_eq!(format_cards(b), text.split('|').nth(1).unwrap().trim());
    }
    let e = crate::games::parse_joined(&OMAHA, "As Kd 7h | 2s Td 9d").unwrap_err();
    assert!(e.0.contains("not a deal of omaha"), "{e}");
}
