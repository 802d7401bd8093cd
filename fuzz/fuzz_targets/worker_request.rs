//! Fuzz target: see `cufe::fuzzing::worker_request`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| cufe::fuzzing::worker_request(data));
