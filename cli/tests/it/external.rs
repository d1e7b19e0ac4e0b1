//! External evaluators end to end: `showdown check` passes the correct
//! example and catches the buggy one; every built-in evaluator served over
//! the protocol answers as it does in process, and copies of one program
//! share a batch. (Each way a program can misbehave is the harness's own
//! test: harness/tests/it/misbehaving.rs.)

use std::process::Command;

pub(crate) mod examples;
pub(crate) mod games;

use super::support::{examples, text};
use super::SHOWDOWN;
use showdown_test_util::random_hands;

fn showdown(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(SHOWDOWN)
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run showdown");
    (
        out.status.code().unwrap_or(-1),
        text(&out.stdout),
        text(&out.stderr),
    )
}

/// `python3 <examples>/<script and its arguments>`: a command for `--cmd`.
fn python(script_and_args: &str) -> String {
    format!("python3 {}/{script_and_args}", examples().display())
}

/// `showdown check --cmd <cmd> <args>`.
fn check_cmd(cmd: &str, args: &[&str]) -> (i32, String, String) {
    showdown(&[&["check", "--cmd", cmd], args].concat())
}

/// `showdown check --manifest ../examples/external/<manifest> --random
/// <random> <args>`: one of the example programs by its manifest.
fn check_manifest(manifest: &str, random: &str, args: &[&str]) -> (i32, String, String) {
    let path = format!("../examples/external/{manifest}");
    showdown(&[&["check", "--manifest", &path, "--random", random], args].concat())
}
