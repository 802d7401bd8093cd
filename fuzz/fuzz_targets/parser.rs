//! Fuzz target: see `cufe::fuzzing::parser`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| cufe::fuzzing::parser(data));
