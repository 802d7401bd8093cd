//! Fuzz target: see `cufe::fuzzing::pipeline`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| cufe::fuzzing::pipeline(data));
