//! The JSON Schema (draft 2020-12) of `protocol/protocol.json`, strict:
//! every object lists its keys and allows no other, and the tokens a
//! field may hold come from the same tables as the file. [`validate`]
//! checks a value against it; it knows exactly the keywords this schema
//! uses and refuses any other, so that a keyword it would not check cannot
//! creep into the schema unnoticed.

use super::json::{int, obj, s, strs, Json};
use super::{ANSWERS, BEST_FIVE_OF_ANY, LARGEST_BADUGI, LAYOUTS, WINS};
use serde_json::Value;
use showdown_evaluators::card::{Rank, Suit};
use showdown_evaluators::category::Category;

fn object<'a>(required: &[&'a str], properties: Vec<(&'a str, Json)>) -> Json {
    let names: Vec<&str> = properties.iter().map(|(k, _)| *k).collect();
    assert!(
        required.iter().all(|r| names.contains(r)),
        "a required key without a property"
    );
    obj([
        ("type", s("object")),
        ("additionalProperties", Json::Bool(false)),
        ("required", strs(required.iter().copied())),
        ("properties", obj(properties)),
    ])
}

/// Every key of `properties` required.
fn closed(properties: Vec<(&str, Json)>) -> Json {
    let names: Vec<&str> = properties.iter().map(|(k, _)| *k).collect();
    object(&names, properties)
}

fn described(description: &str, schema: Json) -> Json {
    let Json::Obj(mut pairs) = schema else {
        unreachable!("a schema is an object")
    };
    pairs.insert(0, ("description".to_string(), s(description)));
    Json::Obj(pairs)
}

fn reference(name: &str) -> Json {
    obj([("$ref", s(format!("#/$defs/{name}")))])
}

fn string() -> Json {
    obj([("type", s("string"))])
}

fn constant(value: &str) -> Json {
    obj([("const", s(value))])
}

fn one_of_strings<T: Into<String>>(values: impl IntoIterator<Item = T>) -> Json {
    obj([("enum", strs(values))])
}

fn array(items: Json) -> Json {
    obj([
        ("type", s("array")),
        ("minItems", int(1)),
        ("uniqueItems", Json::Bool(true)),
        ("items", items),
    ])
}

fn counts_or_null() -> Json {
    obj([
        ("type", strs(["array", "null"])),
        ("minItems", int(1)),
        ("uniqueItems", Json::Bool(true)),
        ("items", obj([("type", s("integer")), ("minimum", int(1))])),
    ])
}

fn game() -> Json {
    closed(vec![
        (
            "id",
            described("the id in vectors, manifests and `--game`", string()),
        ),
        ("name", string()),
        ("name_ja", string()),
        (
            "deck",
            closed(vec![
                ("lowest_rank", reference("rank")),
                ("size", obj([("type", s("integer")), ("minimum", int(1))])),
            ]),
        ),
        (
            "cards",
            described("how many cards a hand may have in all", reference("counts")),
        ),
        (
            "layout",
            described(
                "how a request lays the cards out: one list, or the hole cards, \
                 `hole_board_separator` and the board",
                one_of_strings(LAYOUTS.iter().copied()),
            ),
        ),
        (
            "hole",
            described(
                "how many hole cards (null: no hole cards)",
                counts_or_null(),
            ),
        ),
        (
            "board",
            described(
                "how many board cards (null: no hole cards)",
                counts_or_null(),
            ),
        ),
        (
            "plays",
            described(
                "which five cards make the hand: the best five of any, exactly so many \
                 hole and board cards, or (badugi) the largest subset of distinct suits and \
                 ranks",
                obj([(
                    "oneOf",
                    Json::Arr(vec![
                        constant(BEST_FIVE_OF_ANY),
                        constant(LARGEST_BADUGI),
                        closed(vec![
                            ("hole", obj([("type", s("integer")), ("minimum", int(0))])),
                            ("board", obj([("type", s("integer")), ("minimum", int(0))])),
                        ]),
                    ]),
                )]),
            ),
        ),
        (
            "answer",
            described(
                "what an answer carries: a high hand, a low hand (lowball), a high half \
                 and a low half (hi-lo, `answer.low_half`), or a low alone with no category \
                 (badugi, `answer.low_only_forms`)",
                one_of_strings(ANSWERS.iter().copied()),
            ),
        ),
        (
            "wins",
            described(
                "which of two five-card hands is the better (of a hi-lo game's high half); \
                 a strength is always higher for the better hand",
                one_of_strings(WINS.iter().copied()),
            ),
        ),
        (
            "categories",
            described(
                "the game's categories, weakest first",
                array(reference("category")),
            ),
        ),
        (
            "low_half",
            described(
                "a hi-lo game's low: an ace-to-five low of five distinct ranks no higher \
                 than `highest_rank` (null: no low half)",
                obj([(
                    "oneOf",
                    Json::Arr(vec![
                        obj([("type", s("null"))]),
                        closed(vec![("highest_rank", reference("rank"))]),
                    ]),
                )]),
            ),
        ),
        (
            "example",
            described(
                "a request of the game and the reference's answer to it",
                closed(vec![("request", string()), ("answer", string())]),
            ),
        ),
    ])
}

/// The schema.
pub fn schema() -> Json {
    let tokens: Vec<&str> = Category::ALL.iter().map(|c| c.token()).collect();
    let ranks: Vec<String> = Rank::ALL.iter().map(|r| r.symbol().to_string()).collect();
    let suits: Vec<String> = Suit::ALL.iter().map(|s| s.letter().to_string()).collect();
    let top = closed(vec![
        ("$schema", string()),
        ("protocol", constant("showdown")),
        (
            "version",
            obj([("type", s("integer")), ("minimum", int(1))]),
        ),
        ("about", string()),
        (
            "cards",
            described(
                "a card is a rank character then a suit character",
                closed(vec![
                    ("ranks", described("lowest first", array(reference("rank")))),
                    ("suits", array(one_of_strings(suits))),
                    ("separator", string()),
                    ("hole_board_separator", string()),
                ]),
            ),
        ),
        (
            "categories",
            described(
                "every category, weakest first in hold'em's order: a category's position \
                 here is its category index (0 for high-card)",
                array(closed(vec![
                    ("token", reference("category")),
                    ("name", string()),
                    ("name_ja", string()),
                ])),
            ),
        ),
        (
            "category_aliases",
            described(
                "other tokens an answer may give for a category",
                obj([
                    ("type", s("array")),
                    (
                        "items",
                        closed(vec![("token", string()), ("means", reference("category"))]),
                    ),
                ]),
            ),
        ),
        (
            "games",
            described("every game, the default first", array(reference("game"))),
        ),
        (
            "answer",
            closed(vec![
                (
                    "forms",
                    described(
                        "the answer lines: `<category>` a token or an alias, `<strength>` a \
                         strength, `<text>` any text to the end of the line",
                        array(string()),
                    ),
                ),
                (
                    "low_half",
                    described(
                        "a hi-lo answer: the high half, `separator`, then one of `forms`",
                        closed(vec![("separator", string()), ("forms", array(string()))]),
                    ),
                ),
                (
                    "low_only_forms",
                    described(
                        "a low-only answer (badugi): the whole line is one of these, with no \
                         category; the answer does not state the size of the hand, which the \
                         strength orders first",
                        array(string()),
                    ),
                ),
                (
                    "strength",
                    described(
                        "components joined by `separator`, compared as a tuple (a proper \
                         prefix is smaller); the better hand has the higher strength",
                        closed(vec![
                            ("separator", string()),
                            (
                                "max_components",
                                obj([("type", s("integer")), ("minimum", int(1))]),
                            ),
                            ("component", string()),
                            ("min", string()),
                            ("max", string()),
                            ("better", constant("higher")),
                        ]),
                    ),
                ),
            ]),
        ),
    ]);
    let Json::Obj(mut pairs) = top else {
        unreachable!("an object")
    };
    let head = [
        ("$schema", s("https://json-schema.org/draft/2020-12/schema")),
        (
            "title",
            s("showdown's line protocol as data (protocol.json)"),
        ),
        (
            "description",
            s(format!(
                "Generated by `{}`: do not edit. docs/protocol.md explains every field.",
                super::REGENERATE
            )),
        ),
    ];
    for (i, (k, v)) in head.into_iter().enumerate() {
        pairs.insert(i, (k.to_string(), v));
    }
    pairs.push((
        "$defs".to_string(),
        obj([
            ("category", one_of_strings(tokens)),
            ("rank", one_of_strings(ranks)),
            (
                "counts",
                obj([
                    ("type", s("array")),
                    ("minItems", int(1)),
                    ("uniqueItems", Json::Bool(true)),
                    ("items", obj([("type", s("integer")), ("minimum", int(1))])),
                ]),
            ),
            ("game", game()),
        ]),
    ));
    Json::Obj(pairs)
}

/// The problems of `value` against `schema` (empty: it conforms), each
/// naming where (`/games/3/layout`) and what. Only this schema's keywords
/// are known; any other is itself a problem.
pub fn validate(schema: &Value, value: &Value) -> Vec<String> {
    let mut problems = Vec::new();
    check(schema, schema, value, "", &mut problems);
    problems
}

fn type_matches(name: &str, value: &Value) -> bool {
    match name {
        "object" => value.is_object(),
        "array" => value.is_array(),
        "string" => value.is_string(),
        "integer" => value.is_i64() || value.is_u64(),
        "null" => value.is_null(),
        "boolean" => value.is_boolean(),
        _ => false,
    }
}

fn check(root: &Value, schema: &Value, value: &Value, at: &str, out: &mut Vec<String>) {
    let Some(keywords) = schema.as_object() else {
        out.push(format!("{at}: the schema here is not an object"));
        return;
    };
    let here = if at.is_empty() { "/" } else { at };
    for (keyword, arg) in keywords {
        match keyword.as_str() {
            "$schema" | "title" | "description" | "$defs" => {}
            "$ref" => {
                let name = arg.as_str().and_then(|r| r.strip_prefix("#/$defs/"));
                match name.and_then(|n| root.get("$defs").and_then(|d| d.get(n))) {
                    Some(target) => check(root, target, value, at, out),
                    None => out.push(format!("{here}: unknown $ref {arg}")),
                }
            }
            "type" => {
                let names: Vec<&str> = match arg {
                    Value::String(one) => vec![one.as_str()],
                    Value::Array(many) => many.iter().filter_map(Value::as_str).collect(),
                    _ => vec![],
                };
                if !names.iter().any(|n| type_matches(n, value)) {
                    out.push(format!("{here}: {value} is not of type {arg}"));
                }
            }
            "const" => {
                if value != arg {
                    out.push(format!("{here}: {value} is not {arg}"));
                }
            }
            "enum" => {
                let allowed = arg.as_array().map(Vec::as_slice).unwrap_or_default();
                if !allowed.contains(value) {
                    out.push(format!("{here}: {value} is not one of {arg}"));
                }
            }
            "minimum" => {
                if let (Some(n), Some(min)) = (value.as_i64(), arg.as_i64()) {
                    if n < min {
                        out.push(format!("{here}: {n} is below the minimum {min}"));
                    }
                }
            }
            "minItems" => {
                if let (Some(items), Some(min)) = (value.as_array(), arg.as_u64()) {
                    if (items.len() as u64) < min {
                        out.push(format!("{here}: fewer than {min} items"));
                    }
                }
            }
            "uniqueItems" => {
                if let Some(items) = value.as_array() {
                    let twice = items
                        .iter()
                        .enumerate()
                        .any(|(i, a)| items[..i].contains(a));
                    if arg == &Value::Bool(true) && twice {
                        out.push(format!("{here}: an item is there twice"));
                    }
                }
            }
            "items" => {
                for (i, item) in value.as_array().into_iter().flatten().enumerate() {
                    check(root, arg, item, &format!("{at}/{i}"), out);
                }
            }
            "required" => {
                if let Some(fields) = value.as_object() {
                    for name in arg
                        .as_array()
                        .into_iter()
                        .flatten()
                        .filter_map(Value::as_str)
                    {
                        if !fields.contains_key(name) {
                            out.push(format!("{here}: `{name}` is missing"));
                        }
                    }
                }
            }
            "properties" => {
                if let (Some(fields), Some(props)) = (value.as_object(), arg.as_object()) {
                    for (name, field) in fields {
                        if let Some(sub) = props.get(name) {
                            check(root, sub, field, &format!("{at}/{name}"), out);
                        }
                    }
                }
            }
            "additionalProperties" => {
                let props = schema.get("properties").and_then(Value::as_object);
                if let (Some(fields), Value::Bool(false)) = (value.as_object(), arg) {
                    for name in fields.keys() {
                        if !props.is_some_and(|p| p.contains_key(name)) {
                            out.push(format!("{here}: `{name}` is not a key of this object"));
                        }
                    }
                }
            }
            "oneOf" => {
                let matching = arg
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter(|sub| {
                        let mut inner = Vec::new();
                        check(root, sub, value, at, &mut inner);
                        inner.is_empty()
                    })
                    .count();
                if matching != 1 {
                    out.push(format!(
                        "{here}: {value} matches {matching} of the oneOf schemas, not one"
                    ));
                }
            }
            other => out.push(format!("{here}: the validator does not know `{other}`")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_validator_finds_each_kind_of_problem() {
        let schema = json!({
            "type": "object", "additionalProperties": false, "required": ["a", "b"],
            "properties": {
                "a": {"type": "array", "minItems": 1, "uniqueItems": true,
                      "items": {"$ref": "#/$defs/x"}},
                "b": {"oneOf": [{"const": "k"}, {"type": "integer", "minimum": 2}]}
            },
            "$defs": {"x": {"enum": ["p", "q"]}}
        });
        assert!(validate(&schema, &json!({"a": ["p", "q"], "b": "k"})).is_empty());
        assert!(validate(&schema, &json!({"a": ["q"], "b": 3})).is_empty());
        let bad = |v: Value, what: &str| {
            let problems = validate(&schema, &v);
            assert!(
                problems.iter().any(|p| p.contains(what)),
                "{v}: {problems:?} lacks {what}"
            );
        };
        bad(json!({"a": ["p"], "b": "k", "c": 1}), "/: `c` is not a key");
        bad(json!({"a": ["p"]}), "`b` is missing");
        bad(json!({"a": ["r"], "b": "k"}), "/a/0: \"r\" is not one of");
        bad(
            json!({"a": ["p", "p"], "b": "k"}),
            "/a: an item is there twice",
        );
        bad(json!({"a": [], "b": "k"}), "/a: fewer than 1");
        bad(json!({"a": ["p"], "b": 1}), "matches 0 of the oneOf");
        bad(json!({"a": "p", "b": "k"}), "is not of type");
        let unknown = json!({"pattern": "x"});
        assert!(validate(&unknown, &json!("x"))[0].contains("does not know `pattern`"));
    }
}
