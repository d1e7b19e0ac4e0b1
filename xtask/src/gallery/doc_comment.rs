//! A port's own documentation, read from its source file: the `//!` module
//! doc comment, turned from rustdoc into plain Markdown for the gallery.
//!
//! The gallery is generated from the code, so the port's doc comment is the
//! single place where its source, algorithm, encoding, domain and
//! deviations are written. Each port's file is found through [`port_file`]:
//! `evaluators/src/ports/<name with - as _>.rs`, unless [`FILE_OVERRIDES`]
//! names another.

use std::path::{Path, PathBuf};

/// Ports whose module file is not their name with `-` turned into `_`.
pub const FILE_OVERRIDES: &[(&str, &str)] = &[
    ("js-naive", "js_predicates"),
    ("js-per-suit", "js_predicates"),
];

/// The workspace root (the directory holding `evaluators/` and `harness/`).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the harness crate sits inside the workspace")
        .to_path_buf()
}

/// The port's module file, relative to the workspace root.
pub fn port_file(name: &str) -> String {
    let module = FILE_OVERRIDES
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, f)| f.to_string())
        .unwrap_or_else(|| name.replace('-', "_"));
    format!("evaluators/src/ports/{module}.rs")
}

/// One port's doc comment, split into its title line and `# ` sections.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DocComment {
    /// The module file, relative to the workspace root.
    pub file: String,
    /// The first paragraph (before any heading), as Markdown.
    pub summary: String,
    /// `(heading, body)` for each `# heading` section, in order.
    pub sections: Vec<(String, String)>,
}

impl DocComment {
    /// Reads and parses the doc comment of the port named `name`.
    pub fn of_port(name: &str) -> Result<DocComment, String> {
        let file = port_file(name);
        let path = workspace_root().join(&file);
        let text = std::fs::read_to_string(&path)
            .map_err(|e| format!("{}: cannot read the port's source: {e}", path.display()))?;
        let doc = DocComment::parse(&file, &text);
        if doc.summary.is_empty() && doc.sections.is_empty() {
            return Err(format!(
                "{file}: no `//!` module doc comment at the top (the gallery is generated from it)"
            ));
        }
        Ok(doc)
    }

    /// Parses the leading `//!` lines of a source file.
    pub fn parse(file: &str, source: &str) -> DocComment {
        let lines: Vec<&str> = source
            .lines()
            .take_while(|l| l.trim_start().starts_with("//!") || l.trim().is_empty())
            .filter_map(|l| l.trim_start().strip_prefix("//!"))
            .map(|l| l.strip_prefix(' ').unwrap_or(l))
            .collect();
        let mut summary = Vec::new();
        let mut sections: Vec<(String, Vec<&str>)> = Vec::new();
        let mut in_code = false;
        for line in lines {
            if line.trim_start().starts_with("```") {
                in_code = !in_code;
            }
            match line.strip_prefix("# ") {
                Some(h) if !in_code => sections.push((h.trim().to_string(), Vec::new())),
                _ => match sections.last_mut() {
                    Some((_, body)) => body.push(line),
                    None => summary.push(line),
                },
            }
        }
        let join = |v: &[&str]| rustdoc_to_markdown(v.join("\n").trim());
        DocComment {
            file: file.to_string(),
            summary: join(&summary),
            sections: sections.iter().map(|(h, b)| (h.clone(), join(b))).collect(),
        }
    }

    /// The body of the first section whose heading starts with `prefix`
    /// (case-insensitive).
    pub fn section(&self, prefix: &str) -> Option<&str> {
        let p = prefix.to_lowercase();
        self.sections
            .iter()
            .find(|(h, _)| h.to_lowercase().starts_with(&p))
            .map(|(_, b)| b.as_str())
    }
}

/// Rustdoc links become plain Markdown: `` [`Card`] `` and
/// `` [`PerlCount::deviations`](path) `` become code spans, `[text](path)`
/// with a Rust path becomes `text`; web links stay. Outside code blocks only.
pub fn rustdoc_to_markdown(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_code = false;
    for (i, line) in text.lines().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
            out.push_str(line);
            continue;
        }
        if in_code {
            out.push_str(line);
        } else {
            out.push_str(&unlink_line(line));
        }
    }
    out
}

fn unlink_line(line: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i] == '[' {
            if let Some(close) = chars[i + 1..].iter().position(|&c| c == ']') {
                let inner: String = chars[i + 1..i + 1 + close].iter().collect();
                let after = i + 1 + close + 1;
                // `[text](target)`
                if chars.get(after) == Some(&'(') {
                    if let Some(end) = chars[after + 1..].iter().position(|&c| c == ')') {
                        let target: String = chars[after + 1..after + 1 + end].iter().collect();
                        if target.contains("://") || target.starts_with('#') {
                            out.push_str(&format!("[{inner}]({target})"));
                        } else {
                            out.push_str(&inner);
                        }
                        i = after + 1 + end + 1;
                        continue;
                    }
                }
                // `` [`Name`] `` (an intra-doc link) with no target.
                if inner.starts_with('`') && inner.ends_with('`') && inner.len() >= 2 {
                    out.push_str(&inner);
                    i = after;
                    continue;
                }
            }
        }
        out.push(chars[i]);
        i += 1;
    }
    out
}

/// The page file name of the port an evaluator belongs to (`perl-count.md`
/// for both `perl-count` and `perl-count+lift`).
pub fn page_file(evaluator: &str) -> String {
    format!("{}.md", evaluator.trim_end_matches("+lift"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_sections_and_unlinks_rustdoc() {
        let src = "//! `x`: a port.\n//!\n//! # Source\n//! An article, see [`Card`] and\n\
                   //! [`X::deviations`](crate::X::deviations), [the site](https://e.org).\n\
                   //! # Domain\n//! ```\n//! # not a heading\n//! ```\n\nuse foo;\n//! not doc\n";
        let d = DocComment::parse("f.rs", src);
        assert_eq!(d.summary, "`x`: a port.");
        assert_eq!(d.sections.len(), 2, "{d:?}");
        assert_eq!(
            d.section("source").unwrap(),
            "An article, see `Card` and\n`X::deviations`, [the site](https://e.org)."
        );
        assert_eq!(d.section("Domain").unwrap(), "```\n# not a heading\n```");
        assert_eq!(
            port_file("perl-count"),
            "evaluators/src/ports/perl_count.rs"
        );
        assert_eq!(
            port_file("js-per-suit"),
            "evaluators/src/ports/js_predicates.rs"
        );
    }

    #[test]
    fn a_file_without_doc_comment_is_an_error_naming_it() {
        let err = DocComment::of_port("no-such-port").unwrap_err();
        assert!(
            err.contains("evaluators/src/ports/no_such_port.rs"),
            "{err}"
        );
    }
}
