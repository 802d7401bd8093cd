//! Fuzz target: see `cufe::fuzzing::lexer`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| cufe::fuzzing::lexer(data));
