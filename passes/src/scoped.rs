//! Searching `::`-separated names without `str`'s substring searcher,
//! whose setup costs more than the search itself on these short names: the
//! passes split, trim and search qualified names all the time. Each method
//! answers exactly what the `str` method with the pattern `"::"` answers.

/// `::`-searches on a string (`ScopedStr::split_scopes` is
/// `split("::")`, ...).
pub trait ScopedStr {
    /// `split("::")`.
    fn split_scopes(&self) -> Scopes<'_>;
    /// `trim_start_matches("::")`.
    fn trim_global(&self) -> &str;
    /// `contains("::")`.
    fn has_scope(&self) -> bool;
    /// `find("::")`.
    fn find_scope(&self) -> Option<usize>;
    /// `rfind("::")`.
    fn rfind_scope(&self) -> Option<usize>;
    /// `split_once("::")`.
    fn split_once_scope(&self) -> Option<(&str, &str)>;
    /// `rsplit_once("::")`.
    fn rsplit_once_scope(&self) -> Option<(&str, &str)>;
}

impl ScopedStr for str {
    fn split_scopes(&self) -> Scopes<'_> {
        Scopes { rest: Some(self) }
    }

    fn trim_global(&self) -> &str {
        let mut s = self;
        while let Some(rest) = s.strip_prefix("::") {
            s = rest;
        }
        s
    }

    fn has_scope(&self) -> bool {
        self.find_scope().is_some()
    }

    fn find_scope(&self) -> Option<usize> {
        /// Below this length a byte loop beats `memchr`'s setup: most
        /// strings asked are a name alone.
        const SHORT: usize = 32;
        let bytes = self.as_bytes();
        if bytes.len() < SHORT {
            return bytes.windows(2).position(|w| w == b"::");
        }
        let mut from = 0;
        while let Some(k) = memchr::memchr(b':', bytes.get(from..)?) {
            let at = from + k;
            if bytes.get(at + 1) == Some(&b':') {
                return Some(at);
            }
            from = at + 1;
        }
        None
    }

    fn rfind_scope(&self) -> Option<usize> {
        let bytes = self.as_bytes();
        let mut end = bytes.len();
        while let Some(at) = memchr::memrchr(b':', bytes.get(..end)?) {
            if at > 0 && bytes[at - 1] == b':' {
                return Some(at - 1);
            }
            end = at;
        }
        None
    }

    fn split_once_scope(&self) -> Option<(&str, &str)> {
        let at = self.find_scope()?;
        Some((&self[..at], &self[at + 2..]))
    }

    fn rsplit_once_scope(&self) -> Option<(&str, &str)> {
        let at = self.rfind_scope()?;
        Some((&self[..at], &self[at + 2..]))
    }
}

/// The pieces of a string between its `::`s, as `split("::")` yields them.
#[derive(Clone, Debug)]
pub struct Scopes<'a> {
    rest: Option<&'a str>,
}

impl<'a> Iterator for Scopes<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        let s = self.rest?;
        match s.find_scope() {
            Some(at) => {
                self.rest = Some(&s[at + 2..]);
                Some(&s[..at])
            }
            None => {
                self.rest = None;
                Some(s)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::ScopedStr;

    #[test]
    fn answers_as_the_str_methods_do() {
        let cases = ["", ":", "::", ":::", "::::", "a", "a::b", "::a", "a::", "a:b::c", "a:::b", "a::::b", "std::vector<int>::iterator", "x: y :: z", "é::ü", "a:", ":a"];
        for s in cases {
            assert_eq!(s.split_scopes().collect::<Vec<_>>(), s.split("::").collect::<Vec<_>>(), "split {s:?}");
            assert_eq!(s.trim_global(), s.trim_start_matches("::"), "trim {s:?}");
            assert_eq!(s.has_scope(), s.contains("::"), "contains {s:?}");
            assert_eq!(s.find_scope(), s.find("::"), "find {s:?}");
            assert_eq!(s.rfind_scope(), s.rfind("::"), "rfind {s:?}");
            assert_eq!(s.split_once_scope(), s.split_once("::"), "split_once {s:?}");
            assert_eq!(s.rsplit_once_scope(), s.rsplit_once("::"), "rsplit_once {s:?}");
        }
    }
}
