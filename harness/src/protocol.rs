//! The evaluator line protocol (v1): its tokens and grammar are
//! showdown-core's [`protocol`](showdown_core::protocol), re-exported here so
//! that `showdown_harness::protocol` stays a path. The tests below need the
//! references (a royal flush is named from the reference's best five).

pub use showdown_core::protocol::*;

#[cfg(test)]
mod tests {
    use super::*;
    use showdown_evaluators::category::Category;
    use showdown_evaluators::evaluator::Verdict;

    #[test]
    fn ace_high_straight_flush_is_named_royal() {
        let holdem = showdown_evaluators::games::reference_for(&showdown_evaluators::game::HOLDEM);
        let royal = showdown_evaluators::parse_hand("Ts Js Qs Ks As 2c").unwrap();
        let nine_high = showdown_evaluators::parse_hand("5s 6s 7s 8s 9s").unwrap();
        let v = Ok(Verdict::new(Category::StraightFlush, None));
        assert_eq!(format_result_for(&*holdem, &royal, &v), "royal-flush");
        assert_eq!(
            format_result_for(&*holdem, &nine_high, &v),
            "straight-flush"
        );
        let flush = Ok(Verdict::new(Category::Flush, None));
        assert_eq!(format_result_for(&*holdem, &royal, &flush), "flush");
    }

    /// What `showdown eval --game G -` answers for `text`.
    fn served(game: &'static showdown_evaluators::game::Game, text: &str) -> String {
        let reference = showdown_evaluators::games::reference_for(game);
        let cards = showdown_evaluators::games::parse_joined(game, text).unwrap();
        let result = showdown_evaluators::games::evaluate_joined(&*reference, &cards);
        format_result_for(&*reference, &cards, &result)
    }

    #[test]
    fn a_royal_flush_keeps_its_low_half_and_is_named_from_the_best_five() {
        use showdown_evaluators::game::{OMAHA, OMAHA_HI_LO, STUD_HI_LO};
        assert_eq!(
            served(&OMAHA_HI_LO, "4h Ac Qc 2h | Jc Kc Tc"),
            "royal-flush 32777 / no-low"
        );
        assert_eq!(
            served(&STUD_HI_LO, "As Ks Qs Js Ts 2c 3d"),
            "royal-flush 32777 / no-low"
        );
        // A straight flush with a low keeps both (no royal flush has a low:
        // it leaves too few low cards).
        let steel = served(&OMAHA_HI_LO, "5h 4h Kc Kd | Ah 3h 2h");
        assert!(
            steel.starts_with("straight-flush ") && steel.contains(" / low "),
            "{steel}"
        );
        // The hand holds T J Q K A of hearts, but only two hole cards play:
        // the best legal five is the king-high straight flush.
        assert_eq!(
            served(&OMAHA, "Ah Kh Qh 7c | Jh Th 9h 2c 3d"),
            "straight-flush 32776"
        );
        assert_eq!(
            served(&OMAHA, "Ah Kh 7c 2c | Qh Jh Th 3d"),
            "royal-flush 32777"
        );
    }
}
