//! The catalogue file and its loader: sightings, rule ids, the errors a
//! bad catalogue gets, lessons as headings, the recipe for a new class,
//! families and classes without a model.

use super::super::*;
/// Every sighting of the file reached its class: the `seen_in` lists of
/// the TOML, counted apart from the loader, are the classes' lists.
#[test]
fn every_sighting_of_the_file_reaches_its_class() {
    let doc: toml::Table = toml::from_str(catalogue::TEXT).unwrap();
    let classes = doc["class"].as_array().unwrap();
    for c in classes {
        let id = c["id"].as_str().unwrap();
        let listed: Vec<&str> = c
            .get("seen_in")
            .map(|s| {
                s.as_array()
                    .unwrap()
                    .iter()
                    .map(|v| v.as_str().unwrap())
                    .collect()
            })
            .unwrap_or_default();
        assert_eq!(by_id(id).unwrap().seen_in, listed, "{id}");
    }
    let with_rules = all()
        .iter()
        .filter(|c| !c.rules.is_empty() || !c.modelled)
        .count();
    assert_eq!(
        with_rules,
        classes.len(),
        "every class of the file is in the catalogue"
    );
}

/// The rules of the code: distinct ids and bits, each found by its id.
#[test]
fn the_rules_of_the_code_are_distinct_and_found_by_id() {
    let rules: Vec<Rule> = model::all_rules().collect();
    for (i, a) in rules.iter().enumerate() {
        assert_eq!(model::rule(a.id()), Some(*a));
        for (j, b) in rules.iter().enumerate() {
            assert_eq!(Rules::of(&[*a]).has(*b), i == j, "{} / {}", a.id(), b.id());
        }
    }
    // Each rule is the rule of the class with its id (or of the classes
    // that name it in `rules`).
    for r in &rules {
        let c = by_id(r.id()).unwrap_or_else(|| panic!("rule {} has no class", r.id()));
        assert!(
            all().iter().any(|c| c.rules.has(*r)),
            "rule {} is broken by no class ({})",
            r.id(),
            c.id
        );
    }
    assert!(by_id("wheel-missing")
        .unwrap()
        .rules
        .has(model::rule("wheel-missing").unwrap()));
}

/// Bad catalogue text: every problem is reported, each with the file, the
/// line, the class and what is wrong.
#[test]
fn a_bad_catalogue_reports_every_problem() {
    let text = r#"title = "a top-level key the schema lacks"

[[class]]
id = "wheel-missing"
cause = "the ace never plays low"
games = ["holdem"]
lesson = "docs/pitfalls.md#2-the-wheel"
members = [{ mutant = "evaluator.py", name = "wheel-missing" }]

[[class]]
id = "wheel-missing"
cause = "a second class of that id, with a stop."
games = ["holdem", "hold-em"]
lesson = "pitfalls.md"
members = [
    { port = "no-such-port", deviation = "x" },
    { port = "php-priority", deviation = "no-such-deviation" },
    { lesson = "no-such-lesson" },
    { mutant = "evaluator.py" },
    { mutant = "evaluator.py", name = "wheel-missing" },
]
seen_in = ["pypi-hand-evaluator"]

[[class]]
id = "has-a-colour"
cause = "a key the schema lacks"
games = ["holdem"]
lesson = "docs/pitfalls.md#1-x"
members = []
colour = "red"

[[class]]
id = "no-rule-in-code"
cause = "a class the models' code has no rule for"
games = ["omaha"]
lesson = "docs/pitfalls.md#1-x"
members = []

[[class]]
id = "names-a-rule"
cause = "a class naming a rule the code lacks"
games = ["omaha"]
lesson = "docs/pitfalls.md#1-x"
members = []
rules = ["wheel-missing", "not-a-rule"]

[[class]]
id = "no-cause"
games = ["omaha"]
lesson = "docs/pitfalls.md#1-x"
members = []
"#;
    let errors = catalogue::parse(text, &catalogue::Known::of_crate())
        .err()
        .unwrap();
    let shown: Vec<String> = errors.iter().map(ToString::to_string).collect();
    let f = CATALOGUE_FILE;
    let want = [
        format!("{f}:1: unknown top-level key `title` (the file holds `[[class]]` tables only)"),
        format!("{f}:11: class `wheel-missing`: duplicate id: already the id of the class on line 3"),
        format!("{f}:12: class `wheel-missing`: `cause` is one sentence, not empty, without a final stop"),
        format!("{f}:13: class `wheel-missing`: unknown game `hold-em` (games: {})", Game::ids().join(", ")),
        format!("{f}:14: class `wheel-missing`: `lesson` must be `docs/<page>.md#<anchor>`, not `pitfalls.md`"),
        format!("{f}:16: class `wheel-missing`: unknown port `no-such-port` (ports: "),
        format!("{f}:17: class `wheel-missing`: port `php-priority` has no deviation `no-such-deviation` (its deviations: "),
        format!("{f}:18: class `wheel-missing`: unknown lesson `no-such-lesson` (lessons: "),
        format!("{f}:19: class `wheel-missing`: a member is one of `{{ mutant, name }}`, `{{ port, deviation }}`, `{{ lesson }}`"),
        format!("{f}:20: class `wheel-missing`: member `mutant evaluator.py --mutant wheel-missing` is already a member of class `wheel-missing`"),
        format!("{f}:22: class `wheel-missing`: `seen_in` entry `pypi-hand-evaluator` must be `<pypi|npm|crates>:<package>@<version>`"),
        format!("{f}:30: class `has-a-colour`: unknown field `colour`, expected one of "),
        format!("{f}:33: class `no-rule-in-code`: no rule `no-rule-in-code` in the models' code: declare it in a `rules!` list under evaluators/src/bug_classes/model/, or name the rules the class breaks with `rules = [...]`"),
        format!("{f}:45: class `names-a-rule`: unknown rule `not-a-rule`: no rule of the models' code has that id"),
        format!("{f}:47: class `no-cause`: missing field `cause`"),
        format!("{f}: rule `wraparound` of the models' code (evaluators/src/bug_classes/model/) names no class: add its class here or remove the rule"),
    ];
    for w in &want {
        assert!(
            shown.iter().any(|s| s.starts_with(w.as_str())),
            "missing: {w}\ngot:\n{}",
            shown.join("\n")
        );
    }
    // One problem per line above, and one per rule of the code but the
    // wheel's (the only class that read cleanly names no other).
    let orphans = model::all_rules().count() - 1;
    assert_eq!(
        errors.len(),
        want.len() - 1 + orphans,
        "{}",
        shown.join("\n")
    );
}

/// A rule whose class names other rules is broken by no class; TOML that
/// does not parse names its line.
#[test]
fn a_rule_broken_by_no_class_and_bad_toml_are_reported() {
    let rule = |id: &str| model::rule(id).unwrap();
    let known = catalogue::Known {
        rules: vec![rule("wheel-missing"), rule("wraparound")],
        ports: Vec::new(),
        lessons: Vec::new(),
    };
    let class = |id: &str, extra: &str| {
        format!(
            "[[class]]\nid = \"{id}\"\ncause = \"c\"\ngames = [\"holdem\"]\n\
             lesson = \"docs/pitfalls.md#2-w\"\nmembers = []\n{extra}\n"
        )
    };
    let ok = class("wheel-missing", "") + &class("wraparound", "");
    assert_eq!(catalogue::parse(&ok, &known).map(|r| r.len()), Ok(2));
    let text = class("wheel-missing", "") + &class("wraparound", "rules = [\"wheel-missing\"]");
    let errors = catalogue::parse(&text, &known).err().unwrap();
    assert_eq!(
        errors.iter().map(ToString::to_string).collect::<Vec<_>>(),
        [format!(
            "{CATALOGUE_FILE}: rule `wraparound` of the models' code is broken by no class \
             (its class names other `rules`)"
        )]
    );
    let errors = catalogue::parse("[[class]]\nid = \"x\"\ncause = \n", &known)
        .err()
        .unwrap();
    assert_eq!(errors.len(), 1);
    assert!(
        errors[0]
            .to_string()
            .starts_with(&format!("{CATALOGUE_FILE}:3: not valid TOML: ")),
        "{}",
        errors[0]
    );
}

/// Each class's lesson is a heading of its page: the anchor GitHub makes
/// of a `#` heading of `docs/<page>.md`.
#[test]
fn every_lesson_is_a_heading_of_its_page() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let slug = |heading: &str| -> String {
        heading
            .trim()
            .to_lowercase()
            .chars()
            .filter_map(|c| match c {
                ' ' => Some('-'),
                c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
                _ => None,
            })
            .collect()
    };
    for c in all().iter().filter(|c| c.claim.is_none()) {
        let (page, anchor) = c.lesson.split_once('#').unwrap();
        let text = std::fs::read_to_string(root.join(page))
            .unwrap_or_else(|e| panic!("{}: lesson {}: {e}", c.id, c.lesson));
        let anchors: Vec<String> = text
            .lines()
            .filter(|l| l.starts_with('#'))
            .map(|l| slug(l.trim_start_matches('#')))
            .collect();
        assert!(
            anchors.iter().any(|a| a == anchor),
            "{}: {} has no heading #{anchor}",
            c.id,
            page
        );
    }
}

/// The recipe "Add a bug class" (docs/architecture.md) is true of the
/// loader and the models: a new class is one `[[class]]` row of the TOML
/// and one line of a `rules!` list (numbered on its own), and nothing
/// else is asked: the class loads with its rule, its model breaks it, and
/// without the row (or without the rule) the load names what is missing.
#[test]
fn a_new_class_is_a_row_and_a_rule() {
    mod topic {
        use crate::bug_classes::model::rules::rules;
        rules! {
            after crate::bug_classes::model::badugi::END;
            /// A rule as a new class's would be declared.
            NEW_CLASS = "a-new-class";
        }
    }
    let row = "\n[[class]]\nid = \"a-new-class\"\ncause = \"a new way to go wrong\"\n\
               games = [\"holdem\"]\nlesson = \"docs/pitfalls.md#1-x\"\n\
               members = [{ mutant = \"evaluator.py\", name = \"a-new-class\" }]\n";
    let mut known = catalogue::Known::of_crate();
    known.rules.extend(topic::RULES);
    let text = format!("{}{row}", catalogue::TEXT);
    let rows = catalogue::parse(&text, &known).unwrap_or_else(|e| panic!("{e:?}"));
    let new = rows.last().unwrap();
    assert_eq!(new.id, "a-new-class");
    assert!(new.rules.has(topic::NEW_CLASS));
    assert!(
        model::all_rules().all(|r| !new.rules.has(r)),
        "a bit of its own"
    );
    // The rule without its row, and the row without its rule.
    let no_row = catalogue::parse(catalogue::TEXT, &known).err().unwrap();
    assert!(no_row[0]
        .to_string()
        .contains("rule `a-new-class` of the models' code"));
    let no_rule = catalogue::parse(&text, &catalogue::Known::of_crate())
        .err()
        .unwrap();
    assert!(no_rule[0]
        .to_string()
        .contains("no rule `a-new-class` in the models' code"));
}

/// A family is kebab-case and holds two or more classes; the catalogue's
/// families reach their classes.
#[test]
fn a_family_of_one_class_or_not_kebab_case_is_reported() {
    let rule = |id: &str| model::rule(id).unwrap();
    let known = catalogue::Known {
        rules: vec![rule("wheel-missing"), rule("wraparound")],
        ports: Vec::new(),
        lessons: Vec::new(),
    };
    let class = |id: &str, extra: &str| {
        format!(
            "[[class]]\nid = \"{id}\"\ncause = \"c\"\ngames = [\"holdem\"]\n\
             lesson = \"docs/pitfalls.md#2-w\"\nmembers = []\n{extra}\n"
        )
    };
    let ok =
        class("wheel-missing", "family = \"wheel\"") + &class("wraparound", "family = \"wheel\"");
    assert_eq!(catalogue::parse(&ok, &known).map(|r| r.len()), Ok(2));
    let text = class("wheel-missing", "family = \"Wheel\"")
        + &class("wraparound", "family = \"straights\"");
    let shown: Vec<String> = catalogue::parse(&text, &known)
        .err()
        .unwrap()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(
        shown,
        [
            format!(
                "{CATALOGUE_FILE}: family `straights` has one class: a family holds two or more"
            ),
            format!(
                "{CATALOGUE_FILE}:7: class `wheel-missing`: `family` must be kebab-case \
                 (lower-case letters, digits, single hyphens)"
            ),
        ]
    );
    let two_trips: Vec<&str> = all()
        .iter()
        .filter(|c| c.family == Some("two-trips"))
        .map(|c| c.id.as_str())
        .collect();
    assert_eq!(
        two_trips,
        [
            "two-trips-missed",
            "two-trips-missed-kicking-once",
            "two-trips-lower"
        ]
    );
}

/// A class without a model (`model = false`) breaks no rule, is left out
/// of the classes whose models are tried, and may not name rules.
#[test]
fn a_class_without_a_model_names_no_rule() {
    let history = by_id(HISTORY).expect("the history class");
    assert!(!history.modelled && history.rules.is_empty());
    assert!(model::GAMES.iter().all(|g| history.applies_to(g)));
    for game in model::GAMES {
        assert!(modelled_for_game(game).iter().all(|c| c.modelled));
        assert!(!modelled_for_game(game).iter().any(|c| c.id == HISTORY));
    }
    let row = "\n[[class]]\nid = \"a-new-class\"\ncause = \"a new way to go wrong\"\n\
               games = [\"holdem\"]\nlesson = \"docs/pitfalls.md#1-x\"\n\
               members = [{ mutant = \"evaluator.py\", name = \"a-new-class\" }]\n\
               model = false\nrules = [\"wheel-missing\"]\n";
    let text = format!("{}{row}", catalogue::TEXT);
    let errors = catalogue::parse(&text, &catalogue::Known::of_crate())
        .err()
        .expect("rules with model = false is an error");
    assert!(
        errors[0]
            .to_string()
            .contains("`rules` with `model = false`"),
        "{errors:?}"
    );
}
