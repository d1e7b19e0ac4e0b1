//! Ctrl-C and SIGTERM: the first sets a flag the library polls, so a long
//! run stops soon and its partial report is still printed; a second one
//! ends the process at once (exit status 130).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

static FLAG: OnceLock<Arc<AtomicBool>> = OnceLock::new();

/// The interrupt flag, with the signal handler installed on first use.
pub fn flag() -> Arc<AtomicBool> {
    FLAG.get_or_init(|| {
        let flag = Arc::new(AtomicBool::new(false));
        let seen = flag.clone();
        let installed = ctrlc::set_handler(move || {
            if seen.swap(true, Ordering::SeqCst) {
                std::process::exit(130);
            }
            eprintln!("\nshowdown: interrupted; finishing the report (again to quit at once)");
        });
        if let Err(e) = installed {
            eprintln!("showdown: cannot catch Ctrl-C ({e}); an interrupted run loses its report");
        }
        flag
    })
    .clone()
}
