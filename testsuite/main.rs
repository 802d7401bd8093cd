//! cufe's test suite.
//!
//! * `snapshots`: every `cases/*.cu` through each pass, compared with
//!   `cases/*.snap` (expect-test; `UPDATE_EXPECT=1 cargo test` refreshes).
//! * `conformance`: the cases recorded from the real cudafe++ 13.5 under
//!   `conformance/`, stderr and exit status compared with `.cudafe.diag`;
//!   `conformance/known-gaps` lists the cases that still differ, and may
//!   only shrink.
//! * `robustness`: no panic on any corpus file, on truncated files, on
//!   random bytes.
//! * `explain`: every diagnostic the code emits has a `--explain` text
//!   whose examples really trigger and fix it.
//! * `worker`: `cufe --persistent_worker` (Bazel's JSON protocol) answers as
//!   the one-shot binary does.
//! * `fuzz_regressions`: the inputs the fuzz targets (`fuzz/`) found
//!   problems with, through the same harness (`cufe::fuzzing`).
//! * `human`: `--diag-format human` (snapshots).
//! * `overlays`: attributes added at run time with `--attr-table` and
//!   `--diag-table` (`overlays/`), against the same rows compiled in.

mod cli;
mod conformance;
mod diag_format;
mod explain;
mod fuzz_regressions;
mod human;
mod incremental;
mod lowering;
mod overlays;
mod robustness;
mod snapshots;
mod support;
mod worker;
