//! A JSON value that keeps its keys in the order they were written, and
//! its text: objects one key a line, arrays of plain values (and small
//! objects of plain values) on one line. serde_json's own `Value` sorts
//! keys (the workspace builds it without `preserve_order`), and a file read
//! by people and by other languages' packages reads best in the order of
//! its explanation.

/// A JSON value with ordered keys.
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// An integer.
    Int(i64),
    /// A string.
    Str(String),
    /// An array.
    Arr(Vec<Json>),
    /// An object, its keys in order.
    Obj(Vec<(String, Json)>),
}

/// An object from `(key, value)` pairs, in that order.
pub fn obj<K: Into<String>>(pairs: impl IntoIterator<Item = (K, Json)>) -> Json {
    Json::Obj(pairs.into_iter().map(|(k, v)| (k.into(), v)).collect())
}

/// A string value.
pub fn s(text: impl Into<String>) -> Json {
    Json::Str(text.into())
}

/// An array of strings.
pub fn strs<T: Into<String>>(items: impl IntoIterator<Item = T>) -> Json {
    Json::Arr(items.into_iter().map(|t| Json::Str(t.into())).collect())
}

/// An integer value.
pub fn int(n: usize) -> Json {
    Json::Int(i64::try_from(n).expect("a count fits an i64"))
}

/// An array of integers.
pub fn ints(items: impl IntoIterator<Item = usize>) -> Json {
    Json::Arr(items.into_iter().map(int).collect())
}

impl Json {
    /// The value as a file's text: two spaces an indent, a final newline.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        self.write(&mut out, 0);
        out.push('\n');
        out
    }

    fn is_plain(&self) -> bool {
        !matches!(self, Json::Arr(_) | Json::Obj(_))
    }

    /// Written on one line: a plain value, an array of plain values, or an
    /// object of at most three plain values.
    fn is_inline(&self) -> bool {
        match self {
            Json::Arr(items) => items.iter().all(Json::is_plain),
            Json::Obj(pairs) => pairs.len() <= 3 && pairs.iter().all(|(_, v)| v.is_plain()),
            _ => true,
        }
    }

    fn write(&self, out: &mut String, depth: usize) {
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Json::Int(n) => out.push_str(&n.to_string()),
            Json::Str(text) => out.push_str(&quoted(text)),
            Json::Arr(items) if items.is_empty() => out.push_str("[]"),
            Json::Obj(pairs) if pairs.is_empty() => out.push_str("{}"),
            Json::Arr(items) if self.is_inline() => {
                let words: Vec<String> = items.iter().map(|v| v.to_inline()).collect();
                out.push_str(&format!("[{}]", words.join(", ")));
            }
            Json::Obj(pairs) if self.is_inline() => {
                let words: Vec<String> = pairs
                    .iter()
                    .map(|(k, v)| format!("{}: {}", quoted(k), v.to_inline()))
                    .collect();
                out.push_str(&format!("{{{}}}", words.join(", ")));
            }
            Json::Arr(items) => {
                out.push('[');
                for (i, v) in items.iter().enumerate() {
                    out.push_str(if i == 0 { "\n" } else { ",\n" });
                    indent(out, depth + 1);
                    v.write(out, depth + 1);
                }
                out.push('\n');
                indent(out, depth);
                out.push(']');
            }
            Json::Obj(pairs) => {
                out.push('{');
                for (i, (k, v)) in pairs.iter().enumerate() {
                    out.push_str(if i == 0 { "\n" } else { ",\n" });
                    indent(out, depth + 1);
                    out.push_str(&quoted(k));
                    out.push_str(": ");
                    v.write(out, depth + 1);
                }
                out.push('\n');
                indent(out, depth);
                out.push('}');
            }
        }
    }

    fn to_inline(&self) -> String {
        let mut out = String::new();
        self.write(&mut out, 0);
        out
    }
}

fn indent(out: &mut String, depth: usize) {
    out.push_str(&"  ".repeat(depth));
}

fn quoted(text: &str) -> String {
    serde_json::to_string(text).expect("a string is always JSON")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_keep_their_order_and_the_text_reads_back_as_the_same_value() {
        let value = obj([
            ("z", ints([1, 2, 3])),
            ("a", obj([("hole", Json::Int(2)), ("board", Json::Int(3))])),
            (
                "m",
                Json::Arr(vec![obj([("token", s("one \"pair\""))]), Json::Null]),
            ),
            ("e", Json::Arr(vec![])),
            ("b", Json::Bool(false)),
        ]);
        let text = value.to_text();
        assert!(
            text.find("\"z\"").unwrap() < text.find("\"a\"").unwrap(),
            "{text}"
        );
        assert!(text.contains("\"z\": [1, 2, 3],"), "{text}");
        assert!(
            text.contains("\"a\": {\"hole\": 2, \"board\": 3},"),
            "{text}"
        );
        let back: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(
            back,
            serde_json::json!({"z": [1, 2, 3], "a": {"hole": 2, "board": 3},
                "m": [{"token": "one \"pair\""}, null], "e": [], "b": false})
        );
    }
}
