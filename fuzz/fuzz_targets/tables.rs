//! Fuzz target: see `cufe::fuzzing::tables`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| cufe::fuzzing::tables(data));
