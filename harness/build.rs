//! The shared vectors are compiled into the library (`include_dir!`):
//! rebuild it whenever a file under `vectors/` changes.

fn main() {
    println!("cargo:rerun-if-changed=../vectors");
}
