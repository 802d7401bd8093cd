//! A model of the C++ standard library for the symbol table.
//!
//! The built-in preprocessor skips the standard headers (cufe has none to
//! read), yet how cudafe++ prints host code depends on what they declare:
//! `std::cout << n << "x"` is a chain of operator calls, printed
//! `(((std::cout << n)) << ("x"))`; `v[i]` on a `std::vector` calls its
//! `operator[]`. The model declares just enough of libstdc++ for those
//! rules (`std_model/*.hpp`), and the CUDA runtime's typedefs of opaque
//! pointers and its headers' `static __device__` functions (every unit
//! includes the runtime): a unit the built-in
//! preprocessor read gets the runtime's part and the parts of the headers
//! it includes, read as items of a second, system-header
//! file whose signatures join the symbol table after the unit's own. They
//! are never printed, validated or lowered, and a unit whose headers were
//! read for real (preprocessed input, the host preprocessor) has no model.

/// The parts, in the order they are read (later parts use earlier ones).
const PARTS: &[(&str, &str)] = &[
    ("runtime", include_str!("std_model/runtime.hpp")),
    ("device", include_str!("std_model/device.hpp")),
    ("base", include_str!("std_model/base.hpp")),
    ("string", include_str!("std_model/string.hpp")),
    ("exception", include_str!("std_model/exception.hpp")),
    ("stdexcept", include_str!("std_model/stdexcept.hpp")),
    ("ostream", include_str!("std_model/ostream.hpp")),
    ("sstream", include_str!("std_model/sstream.hpp")),
    ("vector", include_str!("std_model/vector.hpp")),
    ("array", include_str!("std_model/array.hpp")),
    ("tuple", include_str!("std_model/tuple.hpp")),
    ("deque", include_str!("std_model/deque.hpp")),
    ("map", include_str!("std_model/map.hpp")),
    ("set", include_str!("std_model/set.hpp")),
    ("unordered_map", include_str!("std_model/unordered_map.hpp")),
    ("algorithm", include_str!("std_model/algorithm.hpp")),
    ("memory", include_str!("std_model/memory.hpp")),
    ("chrono", include_str!("std_model/chrono.hpp")),
    ("random", include_str!("std_model/random.hpp")),
];

/// The parts each standard header brings, its own and those libstdc++'s
/// version of it includes (`<iostream>` declares `std::string`).
const HEADERS: &[(&str, &[&str])] = &[
    ("iostream", &["base", "string", "exception", "stdexcept", "ostream"]),
    ("ostream", &["base", "string", "exception", "stdexcept", "ostream"]),
    ("istream", &["base", "string", "exception", "stdexcept", "ostream"]),
    ("sstream", &["base", "string", "exception", "stdexcept", "ostream", "sstream"]),
    ("fstream", &["base", "string", "exception", "stdexcept", "ostream"]),
    ("iomanip", &["base", "string", "exception", "stdexcept", "ostream", "sstream"]),
    ("string", &["base", "string"]),
    ("exception", &["exception"]),
    ("stdexcept", &["base", "string", "exception", "stdexcept"]),
    ("vector", &["base", "vector"]),
    ("array", &["base", "array"]),
    ("tuple", &["base", "tuple"]),
    ("deque", &["base", "deque"]),
    ("map", &["base", "map"]),
    ("set", &["base", "map", "set"]),
    ("unordered_map", &["base", "unordered_map"]),
    ("algorithm", &["base", "algorithm"]),
    ("numeric", &["base", "algorithm"]),
    ("utility", &["base"]),
    ("memory", &["base", "exception", "memory"]),
    ("chrono", &["chrono"]),
    ("random", &["base", "string", "vector", "random"]),
    // The C library's headers that declare `std::size_t`.
    ("cstddef", &["base"]),
    ("cstdlib", &["base"]),
    ("cstring", &["base"]),
];

/// How EDG names the library type a model class stands for, in a
/// function's signature shown in a message: the model declares
/// `std::ostream` as a class, libstdc++ as a typedef of an explicitly
/// instantiated `basic_ostream<char>`, shown compact (its `&` without a
/// blank: `::std::basic_ostream<char, std::char_traits<char> >&`); the
/// `__cxx11` strings and string streams are shown with their default
/// arguments and a blank behind. Whether the `*` or `&` after it is
/// written without a blank is the second field.
pub fn edg_type_name(qname: &str) -> Option<(&'static str, bool)> {
    Some(match qname {
        "std::ostream" => ("::std::basic_ostream<char, std::char_traits<char> >", true),
        "std::istream" => ("::std::basic_istream<char, std::char_traits<char> >", true),
        "std::iostream" => ("::std::basic_iostream<char, std::char_traits<char> >", true),
        "std::string" => ("   ::std::__cxx11::basic_string<char,     ::std::char_traits<char> , ::std::allocator<char> > ", false),
        "std::stringstream" => ("   ::std::__cxx11::basic_stringstream<char,     ::std::char_traits<char> , ::std::allocator<char> > ", false),
        "std::ostringstream" => ("   ::std::__cxx11::basic_ostringstream<char,     ::std::char_traits<char> , ::std::allocator<char> > ", false),
        "std::istringstream" => ("   ::std::__cxx11::basic_istringstream<char,     ::std::char_traits<char> , ::std::allocator<char> > ", false),
        _ => return None,
    })
}

/// The name the model's line marker gives it: a system header, never the
/// main file.
const MODEL_FILE: &str = "/usr/include/c++/cufe-std-model";

/// The model's text for the standard headers a unit included (as the
/// preprocessor lists them): the CUDA runtime's parts, which every unit
/// includes, and the parts those headers bring. The text starts with line
/// markers that make every item a system-header item.
pub fn text_for(headers: &[String]) -> String {
    let wanted: Vec<&str> = ["runtime", "device"].into_iter().chain(headers.iter().filter_map(|h| HEADERS.iter().find(|(name, _)| *name == h.as_str())).flat_map(|(_, parts)| parts.iter().copied())).collect();
    // (The first marker names the model's "main file", the second enters
    // the system header: see `items::Place`.)
    let mut text = format!("# 1 \"cufe-std-model.ii\"\n# 1 \"{MODEL_FILE}\" 1 3\n");
    for (_, part) in PARTS.iter().filter(|(name, _)| wanted.contains(name)) {
        text.push_str(part);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(names: &[&str]) -> Vec<String> {
        names.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn headers_the_model_does_not_cover_give_the_runtime_part_alone() {
        let text = text_for(&headers(&["cstdio", "cmath"]));
        assert!(text.contains("cudaArray_t"));
        assert!(!text.contains("namespace std"));
    }

    #[test]
    fn parts_come_once_and_in_order() {
        let text = text_for(&headers(&["vector", "iostream", "string"]));
        let at = |needle: &str| text.find(needle);
        assert!(at("class __normal_iterator") < at("class string"));
        assert!(at("class string") < at("class ostream"));
        assert!(at("class ostream") < at("class vector"));
        assert_eq!(text.matches("class string {").count(), 1);
        assert_eq!(at("class unique_ptr"), None);
    }
}
