//! A bounded record of the end of a stream: the program's stderr is drained
//! into it on its own thread, so a program that floods stderr can neither
//! block on a full pipe nor fill memory.

use std::collections::VecDeque;

/// The last `capacity` bytes written, and how many bytes there were in all.
#[derive(Debug)]
pub struct Tail {
    buf: VecDeque<u8>,
    capacity: usize,
    total: u64,
}

impl Tail {
    /// An empty tail that keeps the last `capacity` bytes.
    pub fn new(capacity: usize) -> Tail {
        Tail {
            buf: VecDeque::with_capacity(capacity.min(1 << 16)),
            capacity,
            total: 0,
        }
    }

    /// Records `bytes`, dropping the oldest kept bytes past `capacity`.
    pub fn push(&mut self, bytes: &[u8]) {
        self.total += bytes.len() as u64;
        let keep = &bytes[bytes.len().saturating_sub(self.capacity)..];
        let overflow = (self.buf.len() + keep.len()).saturating_sub(self.capacity);
        self.buf.drain(..overflow);
        self.buf.extend(keep);
    }

    /// Bytes written in all.
    pub fn total(&self) -> u64 {
        self.total
    }

    /// The kept bytes as text, prefixed by how much was dropped before them.
    pub fn text(&self) -> String {
        let (a, b) = self.buf.as_slices();
        let mut bytes = a.to_vec();
        bytes.extend_from_slice(b);
        let body = String::from_utf8_lossy(&bytes).into_owned();
        let dropped = self.total - self.buf.len() as u64;
        if dropped > 0 {
            format!("[… {dropped} earlier bytes not kept]\n{body}")
        } else {
            body
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_only_the_last_bytes() {
        let mut t = Tail::new(5);
        t.push(b"abc");
        assert_eq!(t.text(), "abc");
        t.push(b"defg");
        assert_eq!(t.text(), "[… 2 earlier bytes not kept]\ncdefg");
        t.push(b"0123456789");
        assert_eq!(t.total(), 17);
        assert!(t.text().ends_with("\n56789"));
    }
}
