//! Threads with room for deep recursion.
//!
//! The passes recurse over nested source constructs (lambdas in lambdas,
//! parenthesized expressions, nested classes); a few thousand levels of
//! a legal program need more than the 8 MiB of the main thread or the
//! 2 MiB Rust gives a spawned one. Running the analysis on a thread with a
//! large stack turns what would be a stack overflow (an abort, no output)
//! into an ordinary run. The size is only reserved address space: pages
//! are touched, and so cost memory, only as deep as a run really goes.

/// Stack size of every thread that runs passes.
pub const DEEP_STACK_BYTES: usize = 1 << 30;

/// A thread builder with the deep stack.
pub fn builder() -> std::thread::Builder {
    std::thread::Builder::new().stack_size(DEEP_STACK_BYTES)
}

/// Runs `f` on a thread with the deep stack and returns its result. When
/// no such thread can be started (address space exhausted), `f` runs on
/// the calling thread. A panic in `f` is resumed on the caller, so it
/// behaves as if `f` had been called directly.
pub fn deep<T: Send, F: FnOnce() -> T + Send>(f: F) -> T {
    // Shared, not moved: when the thread cannot start, `f` is still here.
    let slot = std::sync::Mutex::new(Some(f));
    let take = || slot.lock().unwrap_or_else(std::sync::PoisonError::into_inner).take();
    let ran = std::thread::scope(|scope| match builder().spawn_scoped(scope, || take().map(|f| f())) {
        Ok(handle) => handle.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
        Err(_) => None,
    });
    match ran {
        Some(value) => value,
        // The thread did not start, so it did not take `f`.
        None => take().map(|f| f()).expect("f is taken once"),
    }
}
