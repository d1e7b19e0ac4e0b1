//! The shapes of a case's name and of its `source`.

/// `owner/repo#123`: a GitHub issue or pull request.
/// A public report `owner/repo#N`, or a finding of the census in a
/// published package, `<registry>:<package>@<version>` (registry `npm`,
/// `pypi`, `crates.io` or `go`, a Go module path; an npm scope's `@` is
/// allowed).
pub(super) fn is_source(s: &str) -> bool {
    if let Some((registry, rest)) = s.split_once(':') {
        let Some((package, version)) = rest.rsplit_once('@') else {
            return false;
        };
        let word = |w: &str| {
            !w.is_empty()
                && w.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"-_./@".contains(&b))
        };
        return ["npm", "pypi", "crates.io", "go"].contains(&registry)
            && word(package)
            && word(version)
            && !version.contains('@');
    }
    let Some((repo, number)) = s.split_once('#') else {
        return false;
    };
    let Some((owner, name)) = repo.split_once('/') else {
        return false;
    };
    let word = |w: &str| {
        !w.is_empty()
            && w.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b))
    };
    word(owner) && word(name) && !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit())
}

/// `lower-case-words-and-digits`, no leading, trailing or double hyphen.
pub(super) fn is_kebab(name: &str) -> bool {
    !name.is_empty()
        && name.split('-').all(|part| {
            !part.is_empty()
                && part
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        })
}

#[cfg(test)]
mod source_tests {
    use super::is_source;

    #[test]
    fn sources_are_reports_or_census_findings() {
        assert!(is_source("goldfire/pokersolver#8"));
        assert!(is_source("npm:poker-ts@1.5.0"));
        assert!(is_source("npm:@xpressit/winning-poker-hand-rank@0.2.1"));
        assert!(is_source("pypi:treys@0.1.8"));
        assert!(is_source("crates.io:rs_poker@4.1.0"));
        assert!(is_source("go:github.com/cardrank/cardrank@v0.9.0"));
        assert!(!is_source("npm:poker-ts"), "a version is required");
        assert!(!is_source("cpan:Poker@1"), "only the four registries");
        assert!(!is_source("goldfire/pokersolver"));
        assert!(!is_source("npm:poker ts@1"));
    }
}
