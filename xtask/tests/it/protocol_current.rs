//! The protocol as data: `protocol/protocol.json`, its schema, its copies
//! inside the packages and the generated blocks of docs/protocol.md and
//! js/index.d.ts are what the code generates now; the committed file
//! conforms to its strict schema; and what it says of answers is what the
//! harness's parser reads. When a check fails, regenerate with
//! `cargo xtask protocol --write`.

use serde_json::Value;
use showdown_evaluators::category::Category;
use showdown_evaluators::game::Game;
use showdown_harness::protocol::{parse_response, parse_response_for, Response};
use xtask::gallery::doc_comment::workspace_root;
use xtask::protocol::{schema, stale_files_in, PROTOCOL_JSON, REGENERATE, SCHEMA_JSON};

fn committed(path: &str) -> Value {
    let file = workspace_root().join(path);
    let text = std::fs::read_to_string(&file)
        .unwrap_or_else(|e| panic!("{}: {e}\nregenerate with: {REGENERATE}", file.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: not JSON: {e}"))
}

#[test]
fn committed_protocol_files_are_current() {
    let stale = stale_files_in(&workspace_root())
        .unwrap_or_else(|e| panic!("{e}\nregenerate with: {REGENERATE}"));
    assert!(
        stale.is_empty(),
        "these generated files no longer match the code: {}\nregenerate with: {REGENERATE}",
        stale.join(", ")
    );
}

#[test]
fn the_file_conforms_to_its_schema_and_the_schema_is_strict() {
    let schema = committed(SCHEMA_JSON);
    let file = committed(PROTOCOL_JSON);
    let problems = schema::validate(&schema, &file);
    assert!(problems.is_empty(), "{PROTOCOL_JSON}: {problems:#?}");
    // Every object of the file refuses a key it does not define, and
    // misses each key it defines.
    let mut objects = vec![String::new()];
    let mut i = 0;
    while i < objects.len() {
        let at = objects[i].clone();
        match file.pointer(&at).unwrap() {
            Value::Object(fields) => objects.extend(
                fields
                    .keys()
                    .map(|k| format!("{at}/{}", k.replace('/', "~1"))),
            ),
            Value::Array(items) => objects.extend((0..items.len()).map(|n| format!("{at}/{n}"))),
            _ => {}
        }
        i += 1;
    }
    let objects: Vec<String> = objects
        .into_iter()
        .filter(|at| file.pointer(at).unwrap().is_object())
        .collect();
    assert!(objects.len() > 40, "{objects:?}");
    for at in &objects {
        let mut extra = file.clone();
        let fields = extra.pointer_mut(at).unwrap().as_object_mut().unwrap();
        fields.insert("surplus".into(), Value::Bool(true));
        let problems = schema::validate(&schema, &extra);
        assert!(
            problems.iter().any(|p| p.contains("surplus")),
            "{at}: an unknown key passes: {problems:?}"
        );
        let keys: Vec<String> = file
            .pointer(at)
            .unwrap()
            .as_object()
            .unwrap()
            .keys()
            .cloned()
            .collect();
        for key in keys {
            let mut less = file.clone();
            less.pointer_mut(at)
                .unwrap()
                .as_object_mut()
                .unwrap()
                .remove(&key);
            assert!(
                !schema::validate(&schema, &less).is_empty(),
                "{at}: the file passes without `{key}`"
            );
        }
    }
    let mut bad = file.clone();
    bad["games"][0]["categories"][0] = Value::from("royal-pair");
    assert!(
        !schema::validate(&schema, &bad).is_empty(),
        "an unknown category passes"
    );
}

#[test]
fn the_file_holds_every_game_and_category_of_the_rust_tables() {
    let file = committed(PROTOCOL_JSON);
    let ids: Vec<&str> = file["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, Game::ids());
    let tokens: Vec<&str> = file["categories"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["token"].as_str().unwrap())
        .collect();
    let rust: Vec<&str> = Category::ALL.iter().map(|c| c.token()).collect();
    assert_eq!(tokens, rust, "the position of a category is its index");
    for (entry, game) in file["games"].as_array().unwrap().iter().zip(Game::all()) {
        let categories: Vec<&str> = entry["categories"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_str().unwrap())
            .collect();
        let rust: Vec<&str> = game.categories.iter().map(|c| c.token()).collect();
        assert_eq!(categories, rust, "{game}");
        assert_eq!(entry["deck"]["size"], game.deck().len(), "{game}");
        assert_eq!(entry["hole"].is_null(), !game.has_hole_cards(), "{game}");
        assert_eq!(entry["low_half"].is_null(), !game.is_hi_lo(), "{game}");
        assert_eq!(entry["wins"] == "lower", game.lower_wins(), "{game}");
        // The example's answer is one of the game's and names one of its categories.
        let answer = entry["example"]["answer"].as_str().unwrap();
        let Ok(Response::Verdict(v)) = parse_response_for(game, answer) else {
            panic!("{game}: the example's answer {answer} is no answer of the game");
        };
        assert!(categories.contains(&v.category.token()), "{game}: {answer}");
        let request = entry["example"]["request"].as_str().unwrap();
        let separator = file["cards"]["hole_board_separator"].as_str().unwrap();
        assert_eq!(
            request.contains(separator),
            game.has_hole_cards(),
            "{game}: {request}"
        );
    }
}

fn instances(form: &str, file: &Value) -> Vec<String> {
    let strength = &file["answer"]["strength"];
    let sep = strength["separator"].as_str().unwrap();
    let extremes = format!(
        "{}{sep}{}",
        strength["min"].as_str().unwrap(),
        strength["max"].as_str().unwrap()
    );
    let mut tokens: Vec<String> = file["categories"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["token"].as_str().unwrap().to_string())
        .collect();
    tokens.extend(
        file["category_aliases"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["token"].as_str().unwrap().to_string()),
    );
    let with_strength = form
        .replace("<strength>", &extremes)
        .replace("<text>", "why not");
    if with_strength.contains("<category>") {
        tokens
            .iter()
            .map(|t| with_strength.replace("<category>", t))
            .collect()
    } else {
        vec![with_strength]
    }
}

#[test]
fn every_answer_form_of_the_file_is_read_by_the_harness() {
    let file = committed(PROTOCOL_JSON);
    let answer = &file["answer"];
    for form in answer["forms"].as_array().unwrap() {
        let form = form.as_str().unwrap();
        for line in instances(form, &file) {
            let response = parse_response(&line)
                .unwrap_or_else(|e| panic!("form `{form}`: `{line}` is refused: {e}"));
            let kind = match response {
                Response::Verdict(_) => "<category>",
                Response::Order(_) => "order",
                Response::Error(_) => "error",
                Response::Skip(_) => "skip",
            };
            assert!(form.starts_with(kind), "`{line}` read as {kind}");
        }
    }
    let hi_lo = Game::all().find(|g| g.is_hi_lo()).expect("a hi-lo game");
    let low = &answer["low_half"];
    for form in low["forms"].as_array().unwrap() {
        for half in instances(form.as_str().unwrap(), &file) {
            let line = format!("one-pair 1{}{half}", low["separator"].as_str().unwrap());
            assert!(
                parse_response_for(hi_lo, &line).is_ok(),
                "`{line}` is refused"
            );
        }
    }
    // The strength's limits are the parser's.
    let strength = &answer["strength"];
    let most = strength["max_components"].as_u64().unwrap() as usize;
    let sep = strength["separator"].as_str().unwrap();
    let line = |n: usize| format!("flush {}", vec!["7"; n].join(sep));
    assert!(parse_response(&line(most)).is_ok());
    assert!(
        parse_response(&line(most + 1)).is_err(),
        "more than {most} components are read"
    );
    let max = strength["max"].as_str().unwrap();
    let past = format!("{}", max.parse::<i128>().unwrap() + 1);
    assert!(parse_response(&format!("flush {max}")).is_ok());
    assert!(
        parse_response(&format!("flush {past}")).is_err(),
        "{past} is read"
    );
}
