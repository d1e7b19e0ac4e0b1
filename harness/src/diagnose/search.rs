//! The search: the smallest class or combination of classes that explains
//! the whole run and each kind of problem, and the hands left unexplained.

use rayon::prelude::*;
use showdown_evaluators::bug_classes::{self, BugClass};
use showdown_evaluators::evaluator::Verdict;
use showdown_evaluators::game::Game;

use super::*;

pub(super) fn diagnose_kept(
    game: &'static Game,
    strengths: bool,
    parts: &[Judged],
    deadline: Option<std::time::Instant>,
) -> Diagnosis {
    let past = || deadline.is_some_and(|d| std::time::Instant::now() >= d);
    let classes = bug_classes::modelled_for_game(game);
    let symptoms: Vec<_> = parts
        .iter()
        .map(|j| program_symptoms(game, j, strengths))
        .collect();
    let subject = Subject {
        game,
        parts,
        symptoms,
        strengths,
    };
    let mut d = Diagnosis {
        game: game.id,
        classes_tried: classes.len(),
        dropped: parts.iter().map(|j| j.dropped).sum(),
        order_compared: strengths,
        ..Diagnosis::default()
    };
    // Symptom groups with their failing hands.
    let mut groups: Vec<(Symptom, u64)> = Vec::new();
    for (p, j) in parts.iter().enumerate() {
        for i in 0..j.len() {
            let w = subject.weight(p, i);
            d.hands += w;
            let s = subject.of(p, i);
            if s.is_empty() {
                d.right += w;
            } else {
                d.failing += w;
            }
            for sym in s {
                match groups.iter_mut().find(|g| g.0 == sym) {
                    Some(g) => g.1 += w,
                    None => groups.push((sym, w)),
                }
            }
        }
    }
    groups.sort();
    if d.failing == 0 {
        return d;
    }
    let base = bug_classes::base_model(game);
    // The classes that could explain some failing hand, the likeliest first:
    // only those are tried on every hand.
    let failing = touch_sample(&subject);
    let base_answers: Vec<Verdict> = failing
        .par_iter()
        .map(|&(p, i)| base.answer(parts[p].hand(i)))
        .collect();
    // Ranked by the failing hands a class touches less those it
    // contradicts: a class that touches a few rare hands (a wrapped
    // straight) and contradicts none comes before one that scores many
    // hands otherwise but names the wrong category on others.
    let touch: Vec<(&BugClass, u64, u64, u64)> = classes
        .par_iter()
        .map(|&c| {
            let (touched, contradicted, own) =
                touch_score(&subject, &failing, &base_answers, &c.model(game));
            (c, touched, contradicted, own)
        })
        .filter(|t| t.1 > 0)
        .collect();
    let mut touching: Vec<(&BugClass, i64)> = touch
        .iter()
        .map(|&(c, touched, contradicted, _)| (c, touched as i64 - contradicted as i64))
        .collect();
    touching.sort_by_key(|t| std::cmp::Reverse(t.1));
    // A program with several bugs: every class that touches a failing hand
    // and never says a wrong category or low of its own may be one of them.
    let mut clean: Vec<&BugClass> = touching
        .iter()
        .filter(|t| touch.iter().any(|u| u.0.id == t.0.id && u.3 == 0))
        .map(|t| t.0)
        .collect();
    // Bugs that hide each other: one test of a category wrong makes the
    // program stop early on hands where a later test is wrong too, so the
    // later bug's class alone names a category the program never says.
    // Those classes are grown from as well when the clean ones fail.
    let mut hidden: Vec<&BugClass> = touching
        .iter()
        .map(|t| t.0)
        .filter(|c| !clean.iter().any(|k| k.id == c.id))
        .collect();
    touching.truncate(MAX_FULL);
    // Every hand, the likeliest first; once one class explains everything,
    // only the classes that scored as well are tried too.
    let mut scored: Vec<(&BugClass, Agreement, (u64, u64, u64))> = Vec::new();
    let mut complete_at: Option<i64> = None;
    for (rank, &(c, net)) in touching.iter().enumerate() {
        if complete_at.is_some_and(|t| net < t) {
            break;
        }
        if past() {
            d.unexplored.push(format!(
                "{} of the {} likeliest classes on every hand",
                touching.len() - rank,
                touching.len()
            ));
            break;
        }
        let agree = subject.agreement(&c.model(game));
        let score = subject.score(&agree, &[]);
        if score.0 == score.1 && score.2 == 0 && complete_at.is_none() {
            complete_at = Some(net);
        }
        scored.push((c, agree, score));
    }
    // The whole run: one class, else the smallest combination.
    let mut candidates: Vec<usize> = (0..scored.len()).filter(|&k| scored[k].2 .0 > 0).collect();
    candidates.sort_by(|&a, &b| {
        let (sa, sb) = (scored[a].2, scored[b].2);
        sb.0.cmp(&sa.0).then(sa.2.cmp(&sb.2))
    });
    candidates.truncate(MAX_CANDIDATES);

    let complete = |s: (u64, u64, u64)| s.0 == s.1 && s.2 == 0;
    let singles: Vec<usize> = (0..scored.len())
        .filter(|&k| complete(scored[k].2))
        .collect();
    let mut whole: Option<(Vec<usize>, Agreement)> =
        singles.first().map(|&k| (vec![k], scored[k].1.clone()));
    'sizes: for size in 2..=MAX_COMBINATION {
        if whole.is_some() {
            break;
        }
        if past() {
            d.unexplored.push(format!("combinations of {size} classes"));
            break;
        }
        for combo in combinations(&candidates, size) {
            if past() {
                d.unexplored
                    .push(format!("some combinations of {size} classes"));
                break 'sizes;
            }
            let set: Vec<&BugClass> = combo.iter().map(|&k| scored[k].0).collect();
            let agree = subject.agreement(&bug_classes::model_of(game, &set));
            if complete(subject.score(&agree, &[])) {
                whole = Some((combo, agree));
                break 'sizes;
            }
        }
    }
    // None of those: the classes are added one at a time, each time the
    // one whose combination explains the most (among every class that
    // touches a failing hand and contradicts none), up to
    // MAX_GROWN; a library whose bugs are several known classes is
    // named by all of them even when some touch only a few rare hands.
    if whole.is_none() && !clean.is_empty() && past() {
        d.unexplored
            .push("a combination grown one class at a time".to_string());
    }
    if whole.is_none() && !clean.is_empty() && !past() {
        let grown = greedy(&subject, game, &mut clean.clone(), &past).or_else(|| {
            if hidden.is_empty() || past() {
                return None;
            }
            clean.append(&mut hidden);
            greedy(&subject, game, &mut clean, &past)
        });
        if grown.is_none() && past() {
            d.unexplored
                .push("the rest of a combination grown one class at a time".to_string());
        }
        if let Some((set, agree)) = grown {
            let mut members = Vec::new();
            for c in set {
                let k = match scored.iter().position(|s| s.0.id == c.id) {
                    Some(k) => k,
                    None => {
                        let agree = subject.agreement(&c.model(game));
                        let score = subject.score(&agree, &[]);
                        scored.push((c, agree, score));
                        scored.len() - 1
                    }
                };
                members.push(k);
            }
            members.sort_unstable();
            whole = Some((members, agree));
        }
    }
    let scored = scored;
    let cause_of = |members: &[usize], agree: &Agreement, syms: &[(Symptom, u64)]| {
        let only: Vec<Symptom> = syms.iter().map(|s| s.0).collect();
        let (explained, failing, wrong_on_right) = subject.score(agree, &only);
        Cause {
            classes: members.iter().map(|&k| ClassRef::of(scored[k].0)).collect(),
            symptoms: syms.to_vec(),
            explained,
            failing,
            wrong_on_right,
            equally: Vec::new(),
            order_differs: None,
        }
    };
    if let Some((members, agree)) = &whole {
        let mut w = cause_of(members, agree, &groups);
        if members.len() == 1 {
            w.equally = singles
                .iter()
                .filter(|&&k| k != members[0])
                .map(|&k| scored[k].0.id.clone())
                .collect();
        }
        d.whole = Some(w);
    }
    // Per kind of problem: the class of the whole explanation that explains
    // it (else the best single class), grouped by class.
    let mut causes: Vec<ClassesAndSymptoms> = Vec::new();
    for &(sym, n) in &groups {
        let pool: Vec<usize> = match &whole {
            Some((m, _)) => m.clone(),
            None => (0..scored.len()).collect(),
        };
        let best = pool
            .iter()
            .copied()
            .map(|k| (k, subject.score(&scored[k].1, &[sym])))
            .filter(|(_, s)| s.0 == s.1 && (whole.is_some() || s.2 == 0))
            .max_by(|a, b| {
                a.1 .2
                    .cmp(&b.1 .2)
                    .reverse()
                    .then(scored[a.0].2 .0.cmp(&scored[b.0].2 .0))
                    .then(b.0.cmp(&a.0))
            });
        match best {
            Some((k, _)) => match causes.iter_mut().find(|c| c.0 == [k]) {
                Some(c) => c.1.push((sym, n)),
                None => causes.push((vec![k], vec![(sym, n)])),
            },
            None => {
                // Explained only by the whole combination, or by nothing known.
                if let Some((m, _)) = &whole {
                    match causes.iter_mut().find(|c| &c.0 == m) {
                        Some(c) => c.1.push((sym, n)),
                        None => causes.push((m.clone(), vec![(sym, n)])),
                    }
                } else if let Some(k) = category_cause(&subject, &scored, sym) {
                    // Its category (or low) explained, whatever the order.
                    match causes.iter_mut().find(|c| c.0 == [k]) {
                        Some(c) => c.1.push((sym, n)),
                        None => causes.push((vec![k], vec![(sym, n)])),
                    }
                } else {
                    d.unexplained.push(unexplained(&subject, &scored, sym, n));
                }
            }
        }
    }
    for (members, syms) in causes {
        let agree = if members.len() == 1 {
            scored[members[0]].1.clone()
        } else {
            whole.as_ref().map(|w| w.1.clone()).unwrap_or_default()
        };
        let mut c = cause_of(&members, &agree, &syms);
        let only: Vec<Symptom> = syms.iter().map(|s| s.0).collect();
        let by_category = subject.score_category(&agree, &only);
        if whole.is_none()
            && members.len() == 1
            && c.explained < c.failing
            && by_category.0 == by_category.1
            && by_category.2 == 0
        {
            // The categories explained, the order not: how many hands and
            // the smallest pair the model orders otherwise.
            let model = scored[members[0]].0.model(game);
            c.order_differs = Some((
                c.failing - c.explained,
                model_pair(&subject, &agree, &model, &only),
            ));
            c.explained = by_category.0;
            c.wrong_on_right = by_category.2;
            c.equally = (0..scored.len())
                .filter(|&k| k != members[0])
                .filter(|&k| {
                    let s = subject.score_category(&scored[k].1, &only);
                    s.0 == s.1 && s.2 == 0
                })
                .map(|k| scored[k].0.id.clone())
                .collect();
        } else if members.len() == 1 {
            let mine = subject.score(&agree, &only);
            c.equally = (0..scored.len())
                .filter(|&k| k != members[0])
                .filter(|&k| {
                    let s = subject.score(&scored[k].1, &only);
                    s.0 == mine.0 && s.2 <= mine.2 && s.0 == s.1
                })
                .map(|k| scored[k].0.id.clone())
                .collect();
        }
        d.causes.push(c);
    }
    if whole.is_none() {
        close_and_family(&subject, game, &mut d, &scored, &groups, &past);
    }
    d
}

/// The class whose model gives the program's category (and low) on every
/// failing hand showing `sym` and on every right hand, whatever its order
/// (the one that reproduces the most of them whole first): the cause of
/// that kind of category or low problem.
fn category_cause(
    subject: &Subject,
    scored: &[(&BugClass, Agreement, (u64, u64, u64))],
    sym: Symptom,
) -> Option<usize> {
    if !matches!(sym, Symptom::Category { .. } | Symptom::Low) {
        return None;
    }
    (0..scored.len())
        .filter(|&k| {
            let s = subject.score_category(&scored[k].1, &[sym]);
            s.0 == s.1 && s.2 == 0
        })
        .max_by_key(|&k| (subject.score(&scored[k].1, &[sym]).0, std::cmp::Reverse(k)))
}

/// When nothing explains every problem: the class close to it (its model
/// explains at least half the failing hands and answers no right hand
/// otherwise), and the family of the nearest class when two or more of its
/// members come near.
fn close_and_family(
    subject: &Subject,
    game: &'static Game,
    d: &mut Diagnosis,
    scored: &[(&'static BugClass, Agreement, (u64, u64, u64))],
    groups: &[(Symptom, u64)],
    past: &dyn Fn() -> bool,
) {
    // Measured on the category and low problems when there are some
    // (whatever the order), else on the order's.
    let kinds: Vec<Symptom> = groups
        .iter()
        .map(|g| g.0)
        .filter(|s| matches!(s, Symptom::Category { .. } | Symptom::Low))
        .collect();
    let near = |agree: &Agreement| {
        if kinds.is_empty() {
            subject.score(agree, &[])
        } else {
            subject.score_category(agree, &kinds)
        }
    };
    let close = scored
        .iter()
        .map(|s| (s.0, near(&s.1)))
        .filter(|(_, n)| n.2 == 0 && n.0 > 0 && n.0 * 2 >= n.1)
        .max_by_key(|(_, n)| n.0);
    d.close_to = close.map(|(c, n)| CloseTo {
        class: ClassRef::of(c),
        explained: n.0,
        failing: n.1,
    });
    let close = close.map(|(c, _)| c);
    // The nearest: the class close to it, else the first cause's.
    let lead: Option<&BugClass> = close.or_else(|| {
        let id = &d.causes.first()?.classes.first()?.id;
        scored.iter().find(|s| &s.0.id == id).map(|s| s.0)
    });
    let Some(family) = lead.and_then(|c| c.family) else {
        return;
    };
    let mut members = Vec::new();
    for c in bug_classes::modelled_for_game(game)
        .into_iter()
        .filter(|c| c.family == Some(family))
    {
        let agree = match scored.iter().find(|s| s.0.id == c.id) {
            Some(s) => s.1.clone(),
            None if past() => {
                d.unexplored
                    .push(format!("{} of the family {family}", c.id));
                continue;
            }
            None => subject.agreement(&c.model(game)),
        };
        let by_category = subject.score_category(&agree, &[]);
        let whole = subject.score(&agree, &[]);
        if by_category.0 > 0 && by_category.2 == 0 {
            members.push((
                ClassRef::of(c),
                by_category.0,
                by_category.1,
                by_category.0.saturating_sub(whole.0),
            ));
        }
    }
    if members.len() >= 2 {
        members.sort_by_key(|m| std::cmp::Reverse(m.1));
        d.family = Some(FamilyNamed {
            id: family.to_string(),
            members,
        });
    }
}

/// The smallest set of `pool`'s classes, grown one class at a time (each
/// step adding the class whose combination explains the most failing
/// hands, then answers the fewest right hands otherwise, the first step
/// the best single class), that explains the whole run (up to
/// [`MAX_GROWN`] classes), with its agreement; `None` when no step
/// reaches it.
fn greedy(
    subject: &Subject,
    game: &'static Game,
    pool: &mut Vec<&'static BugClass>,
    past: &dyn Fn() -> bool,
) -> Option<(Vec<&'static BugClass>, Agreement)> {
    let better = |a: (u64, u64, u64), b: (u64, u64, u64)| a.0 > b.0 || (a.0 == b.0 && a.2 < b.2);
    let mut set: Vec<&'static BugClass> = Vec::new();
    let mut now = (0, 0, u64::MAX);
    while set.len() < MAX_GROWN {
        if past() {
            return None;
        }
        let tried: Vec<(usize, Agreement, (u64, u64, u64))> = pool
            .par_iter()
            .enumerate()
            .map(|(i, &c)| {
                let mut with = set.clone();
                with.push(c);
                let agree = subject.agreement(&bug_classes::model_of(game, &with));
                let score = subject.score(&agree, &[]);
                (i, agree, score)
            })
            .collect();
        let (i, agree, score) = tried
            .into_iter()
            .reduce(|a, b| if better(b.2, a.2) { b } else { a })?;
        if !better(score, now) {
            return None;
        }
        set.push(pool.remove(i));
        now = score;
        if score.0 == score.1 && score.2 == 0 {
            return Some((set, agree));
        }
    }
    None
}

/// The failing hands every class is first scored on: of each kind of
/// failing hand (its symptoms) an even share of [`TOUCH_SAMPLE`], at least
/// [`TOUCH_SAMPLE_KIND`], spread evenly over its hands, so
/// that a handful of rare hands (a wrapped straight's) weigh beside
/// thousands of misplaced ones, and scoring all the classes stays cheap.
pub(super) fn touch_sample(subject: &Subject) -> Vec<(usize, usize)> {
    /// A kind of failing hand (its symptom bits and category symptom) and
    /// its hands (part, index).
    type Kind = ((u8, Option<Symptom>), Vec<(usize, usize)>);
    let mut kinds: Vec<Kind> = Vec::new();
    for (p, part) in subject.symptoms.iter().enumerate() {
        for (i, &sym) in part.iter().enumerate() {
            if sym.0 == 0 {
                continue;
            }
            match kinds.iter_mut().find(|k| k.0 == sym) {
                Some(k) => k.1.push((p, i)),
                None => kinds.push((sym, vec![(p, i)])),
            }
        }
    }
    let per_kind = (TOUCH_SAMPLE / kinds.len().max(1)).max(TOUCH_SAMPLE_KIND);
    let mut out: Vec<(usize, usize)> = kinds
        .into_iter()
        .flat_map(|(_, hands)| {
            let step = hands.len().div_ceil(per_kind).max(1);
            hands.into_iter().step_by(step)
        })
        .collect();
    out.sort_unstable();
    out
}

/// What stays of one symptom when no class explains it.
pub(super) fn unexplained(
    subject: &Subject,
    scored: &[(&BugClass, Agreement, (u64, u64, u64))],
    sym: Symptom,
    n: u64,
) -> Unexplained {
    let lenient = matches!(sym, Symptom::Category { .. } | Symptom::Low);
    let nearest = scored
        .iter()
        .map(|(c, agree, _)| {
            let s = if lenient {
                subject.score_category(agree, &[sym])
            } else {
                subject.score(agree, &[sym])
            };
            (c, agree, s)
        })
        .filter(|(_, _, s)| s.0 > 0 && s.2 == 0)
        .max_by(|a, b| {
            (a.2 .0, std::cmp::Reverse(a.2 .2)).cmp(&(b.2 .0, std::cmp::Reverse(b.2 .2)))
        });
    let mut hands = Vec::new();
    if matches!(sym, Symptom::Order | Symptom::LowOrder) {
        // Both hands of a wrongly ordered pair, each with its answer.
        hands = reference_pairs(subject, sym, 3);
    }
    'parts: for (p, j) in subject.parts.iter().enumerate() {
        if matches!(sym, Symptom::Order | Symptom::LowOrder) {
            break;
        }
        for i in 0..j.len() {
            if !subject.shows(p, i, &sym) {
                continue;
            }
            let need = if lenient { SAME_CATEGORY } else { SAME };
            if nearest.is_some_and(|(_, agree, _)| agree[p][i] & need == need) {
                continue;
            }
            hands.push(format!(
                "{} says `{}`",
                showdown_evaluators::games::format_joined(subject.game, j.hand(i)),
                j.got[i].to_protocol()
            ));
            if hands.len() == 3 {
                break 'parts;
            }
        }
    }
    Unexplained {
        symptoms: vec![(sym, n)],
        nearest: nearest.map(|(c, _, s)| (ClassRef::of(c), s.0, s.2)),
        hands,
    }
}

/// The `size`-element subsets of `items`, in order.
pub(super) fn combinations(items: &[usize], size: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut combos = showdown_evaluators::combinations::Combinations::new(items.len(), size);
    while let Some(ix) = combos.next() {
        out.push(ix.iter().map(|&i| items[i]).collect());
    }
    out
}
