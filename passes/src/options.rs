//! The options the passes depend on, as one value (a salsa input field).

/// Host compiler cudafe++ is configured for (`--gnu_version`,
/// `--clang --clang_version`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HostCompiler {
    Gnu(u32),
    Clang(u32),
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Config {
    /// `sm_XX` as a number (90 for sm_90).
    pub arch: u32,
    /// C++ standard: 11, 14, 17, 20, 23.
    pub std: u32,
    pub host: HostCompiler,
    pub relaxed_constexpr: bool,
    pub extended_lambda: bool,
    /// `-rdc=true` / `--device-c`.
    pub rdc: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config { arch: 90, std: 17, host: HostCompiler::Gnu(120200), relaxed_constexpr: false, extended_lambda: false, rdc: false }
    }
}

impl Config {
    /// Evaluates a descriptor's compact mode condition: each letter names a
    /// mode (`g` GCC, `l` Clang, `c` C++, `m` MSVC, `s` Sun); the row is
    /// available when any named mode is active. `x`, `+` and `!` qualify
    /// version ranges, which cufe does not model.
    pub fn mode_matches(&self, mode: &str) -> bool {
        let mut named = false;
        for c in mode.chars() {
            let active = match c {
                'g' => matches!(self.host, HostCompiler::Gnu(_)),
                'l' => matches!(self.host, HostCompiler::Clang(_)),
                'c' => true,
                'm' | 's' => false,
                _ => continue,
            };
            named = true;
            if active {
                return true;
            }
        }
        !named
    }

    /// Whether a named mode (`cufe_tables::MODES`, or `c++NN`: the dialect
    /// is C++NN or later) is on, for the table's `IncompatibleMode` rules.
    pub fn mode_on(&self, mode: &str) -> bool {
        match mode {
            "extended-lambda" => self.extended_lambda,
            "relaxed-constexpr" => self.relaxed_constexpr,
            "rdc" => self.rdc,
            "clang" => matches!(self.host, HostCompiler::Clang(_)),
            "gnu" => matches!(self.host, HostCompiler::Gnu(_)),
            _ => mode.strip_prefix("c++").and_then(|v| v.parse::<u32>().ok()).is_some_and(|v| self.std >= v),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every mode a table may name (`IncompatibleMode`) is one `mode_on`
    /// understands: it is on in one of two opposite configurations.
    #[test]
    fn every_table_mode_is_understood() {
        let plain = Config::default();
        let all = Config { std: 23, host: HostCompiler::Clang(170000), relaxed_constexpr: true, extended_lambda: true, rdc: true, ..Config::default() };
        for mode in cufe_tables::MODES.iter().copied().chain(["c++20"]) {
            assert!(cufe_tables::is_known_mode(mode), "{mode}");
            assert_ne!(plain.mode_on(mode), all.mode_on(mode), "{mode}");
        }
    }
}
