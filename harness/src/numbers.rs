//! Number formatting shared by the reports.

/// A count with thousands separators: `1,234,567`.
pub fn thousands(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::with_capacity(s.len() + s.len() / 3);
    for (i, ch) in s.chars().enumerate() {
        if i > 0 && (s.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// A duration for people: `45 s`, `3 min 20 s`, `1 h 14 min`.
pub fn duration(d: std::time::Duration) -> String {
    let s = d.as_secs();
    if s < 60 {
        format!(
            "{:.0} s",
            d.as_secs_f64().max(if s == 0 { 0.0 } else { 1.0 })
        )
    } else if s < 3600 {
        format!("{} min {} s", s / 60, s % 60)
    } else {
        format!("{} h {} min", s / 3600, s % 3600 / 60)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn durations_read_as_people_say_them() {
        use std::time::Duration;
        assert_eq!(super::duration(Duration::from_millis(400)), "0 s");
        assert_eq!(super::duration(Duration::from_secs(45)), "45 s");
        assert_eq!(super::duration(Duration::from_secs(200)), "3 min 20 s");
        assert_eq!(super::duration(Duration::from_secs(4460)), "1 h 14 min");
    }

    #[test]
    fn groups_by_three() {
        assert_eq!(super::thousands(0), "0");
        assert_eq!(super::thousands(999), "999");
        assert_eq!(super::thousands(1_000), "1,000");
        assert_eq!(super::thousands(133_784_560), "133,784,560");
    }
}
