//! `perl-regex` runs backreference-free patterns derived from the Perl
//! originals. This test proves each derived pattern matches exactly where
//! its original does — the original run by a backtracking engine with
//! backreferences (fancy-regex) — on every string the port can build from 1
//! to 7 cards: every sorted number string over `a..m` with at most four of
//! a letter, and every suit string over `0..3`. It checks the straight test
//! (the number string compiled as a pattern against `abcdefghijklm`, which
//! the port does as a substring search) the same way.

use showdown_evaluators::ports::perl_regex::{PATTERNS, STRAIGHT_SUBJECT};

/// Every sorted string over `a..m` of length 1..=7 with at most 4 of a letter.
fn number_strings() -> Vec<String> {
    fn extend(letter: u8, prefix: &mut Vec<u8>, out: &mut Vec<String>) {
        if !prefix.is_empty() {
            out.push(String::from_utf8(prefix.clone()).unwrap());
        }
        if prefix.len() == 7 {
            return;
        }
        for next in letter..=b'm' {
            let same = prefix.iter().filter(|&&b| b == next).count();
            if same < 4 {
                prefix.push(next);
                extend(next, prefix, out);
                prefix.pop();
            }
        }
    }
    let mut out = Vec::new();
    extend(b'a', &mut Vec::new(), &mut out);
    out
}

/// Every string over `0..3` of length 1..=7.
fn suit_strings() -> Vec<String> {
    let mut out = Vec::new();
    for len in 1..=7u32 {
        for code in 0..4usize.pow(len) {
            let s: String = (0..len)
                .map(|i| char::from(b'0' + ((code >> (2 * i)) & 3) as u8))
                .collect();
            out.push(s);
        }
    }
    out
}

#[test]
fn the_string_sets_are_complete() {
    let numbers = number_strings();
    let suits = suit_strings();
    assert_eq!(suits.len(), (1..=7).map(|k| 4usize.pow(k)).sum::<usize>());
    // Count multisets of size 1..=7 over 13 letters with at most 4 of each
    // by a separate recurrence (polynomial coefficients).
    let mut ways = vec![0u64; 8];
    ways[0] = 1;
    for _ in 0..13 {
        let mut next = vec![0u64; 8];
        for (have, &w) in ways.iter().enumerate() {
            for add in 0..=4 {
                if have + add <= 7 {
                    next[have + add] += w;
                }
            }
        }
        ways = next;
    }
    assert_eq!(numbers.len() as u64, ways[1..].iter().sum::<u64>());
    let mut sorted = numbers.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), numbers.len());
    assert!(numbers
        .iter()
        .all(|s| s.as_bytes().windows(2).all(|w| w[0] <= w[1])));
}

#[test]
fn derived_patterns_match_exactly_where_the_originals_do() {
    let numbers = number_strings();
    let suits = suit_strings();
    for p in PATTERNS {
        let original = fancy_regex::Regex::new(p.original).unwrap();
        let derived = regex::Regex::new(p.derived).unwrap();
        let subjects = if p.on_suits { &suits } else { &numbers };
        let (mut hits, mut misses) = (0, 0);
        for s in subjects {
            let want = original.is_match(s).unwrap();
            assert_eq!(
                derived.is_match(s),
                want,
                "{}: /{}/ vs /{}/ on {s:?}",
                p.name,
                p.original,
                p.derived
            );
            if want {
                hits += 1;
            } else {
                misses += 1;
            }
        }
        assert!(
            hits > 0 && misses > 0,
            "{}: {hits} hits, {misses} misses",
            p.name
        );
    }
}

#[test]
fn straight_substring_test_matches_the_number_string_used_as_a_pattern() {
    let mut hits = 0;
    for s in number_strings() {
        let original = fancy_regex::Regex::new(&s).unwrap();
        let want = original.is_match(STRAIGHT_SUBJECT).unwrap();
        assert_eq!(STRAIGHT_SUBJECT.contains(s.as_str()), want, "{s:?}");
        hits += usize::from(want);
    }
    // Every run of 1..=7 consecutive letters within a..m.
    assert_eq!(hits, (1..=7).map(|k| 14 - k).sum::<usize>());
}
