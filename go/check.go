package showdown

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// serveEnv names the test a re-run test binary serves instead of checking.
const serveEnv = "SHOWDOWN_GO_SERVE"

// Options are what AssertConforms tells `showdown check`.
type Options struct {
	// Game is the game's id ("holdem" when empty; see Games).
	Game string
	// Cards are the card counts the evaluator takes (check's default when
	// nil: 5 and 7, or the game's).
	Cards []int
	// Strength says the answers carry a strength.
	Strength bool
	// Binary is the showdown binary (found by FindBinary when empty).
	Binary string
	// Command is a program to check instead of the function (served by
	// this test binary when nil).
	Command []string
	// name is the name check's report gives the program.
	name string
	// Flags are more flags of `showdown check`: "--random", "2000",
	// "--seed", "7", "--no-vectors" …
	Flags []string
}

// FindBinary is the path of the `showdown` binary: the SHOWDOWN_BINARY
// environment variable, then PATH (as the Python and npm packages look).
func FindBinary() (string, error) {
	if given := os.Getenv("SHOWDOWN_BINARY"); given != "" {
		if info, err := os.Stat(given); err != nil || info.IsDir() || info.Mode()&0o111 == 0 {
			return "", fmt.Errorf("SHOWDOWN_BINARY=%s is not an executable file", given)
		}
		return given, nil
	}
	if found, err := exec.LookPath("showdown"); err == nil {
		return found, nil
	}
	return "", errors.New("the showdown binary was not found: SHOWDOWN_BINARY is not set and " +
		"there is no showdown on PATH. Build it from a showdown checkout with " +
		"`cargo build --release -p showdown` and set SHOWDOWN_BINARY to target/release/showdown " +
		"(or put it on PATH)")
}

// shellQuote writes a word so that check's shell-like splitting of --cmd
// gives it back.
func shellQuote(word string) string {
	if word != "" && !strings.ContainsAny(word, " \t\n'\"\\$`*?[]{}()<>|&;#~") {
		return word
	}
	return "'" + strings.ReplaceAll(word, "'", `'\''`) + "'"
}

// runPattern is the -test.run pattern that selects exactly this test (each
// level of a subtest's name anchored).
func runPattern(name string) string {
	parts := strings.Split(name, "/")
	for i, p := range parts {
		parts[i] = "^" + regexp.QuoteMeta(p) + "$"
	}
	return strings.Join(parts, "/")
}

// summaryFlags are the flags that make check print a short failure summary
// for a test runner, if this binary has them (`--format summary`, the full
// reports written under `--report-dir`); otherwise its text report. Whether
// it has them is asked of the binary itself: `check --format summary` with no
// program refuses the format by name when the binary does not know it.
func summaryFlags(binary, reportDir string) []string {
	probe, _ := exec.Command(binary, "check", "--format", "summary").CombinedOutput()
	if strings.Contains(string(probe), "--format summary:") {
		return []string{"--format", "text"}
	}
	flags := []string{"--format", "summary"}
	help, _ := exec.Command(binary, "check", "--help").CombinedOutput()
	if strings.Contains(string(help), "--report-dir") && reportDir != "" {
		flags = append(flags, "--report-dir", reportDir)
	}
	return flags
}

// checkArgs are the words after `showdown check` for a target command.
func checkArgs(command []string, opts Options) ([]string, error) {
	args := []string{"check"}
	quoted := make([]string, len(command))
	for i, w := range command {
		quoted[i] = shellQuote(w)
	}
	args = append(args, "--cmd", strings.Join(quoted, " "))
	if opts.Game != "" {
		if _, err := Game(opts.Game); err != nil {
			return nil, err
		}
		args = append(args, "--game", opts.Game)
	}
	if len(opts.Cards) > 0 {
		args = append(args, "--cards", counts(opts.Cards))
	}
	if opts.Strength {
		args = append(args, "--strength")
	}
	if opts.name != "" {
		args = append(args, "--name", opts.name)
	}
	return append(args, opts.Flags...), nil
}

// AssertConforms checks evaluate with `showdown check` and fails the test
// with check's summary (every problem with its smallest hand, what the
// evaluator said and what is right) when it does not conform.
//
// The function is served by this test binary itself: check starts it again
// with -test.run selecting this test and SHOWDOWN_GO_SERVE set, and in that
// process AssertConforms serves the function on standard input and output
// (Serve) and exits. Call it from a test function directly, not from a
// goroutine or TestMain.
func AssertConforms(t testing.TB, evaluate Evaluate, opts Options) {
	t.Helper()
	if os.Getenv(serveEnv) == t.Name() && opts.Command == nil {
		err := ServeIO(opts.Game, evaluate, os.Stdin, os.Stdout, os.Stderr)
		if err != nil {
			fmt.Fprintf(os.Stderr, "showdown.AssertConforms: serving %s: %v\n", t.Name(), err)
			os.Exit(2)
		}
		os.Exit(0)
	}
	binary := opts.Binary
	if binary == "" {
		found, err := FindBinary()
		if err != nil {
			t.Fatalf("showdown.AssertConforms: %v", err)
			return
		}
		binary = found
	}
	command := opts.Command
	if command == nil {
		self, err := os.Executable()
		if err != nil {
			t.Fatalf("showdown.AssertConforms: the test binary's path: %v", err)
			return
		}
		command = []string{self, "-test.run=" + runPattern(t.Name())}
	}
	if opts.Command == nil {
		opts.name = t.Name()
	}
	args, err := checkArgs(command, opts)
	if err != nil {
		t.Fatalf("showdown.AssertConforms: %v", err)
		return
	}
	reportDir := ""
	if tt, ok := t.(interface{ TempDir() string }); ok {
		reportDir = tt.TempDir()
	}
	args = append(args, summaryFlags(binary, reportDir)...)
	cmd := exec.Command(binary, args...)
	cmd.Env = append(os.Environ(), serveEnv+"="+t.Name(), "SHOWDOWN_GAME="+opts.Game)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err = cmd.Run()
	code := 0
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		code = exit.ExitCode()
	case err != nil:
		t.Fatalf("showdown.AssertConforms: %s could not start: %v", binary, err)
		return
	}
	what := "the function served by " + filepath.Base(command[0])
	if opts.Command != nil {
		what = "the command " + strings.Join(command, " ")
	}
	switch code {
	case 0:
	case 1:
		t.Fatalf("showdown check: %s does not conform\n%s", what, stdout.String())
	default:
		t.Fatalf("showdown check could not judge %s (exit status %s):\n%s%s\ncommand: %s %s",
			what, strconv.Itoa(code), stderr.String(), stdout.String(), binary, strings.Join(args, " "))
	}
}
