#!/usr/bin/env node
// The program `showdown check --cmd` runs for a function checked by
// `check(fn)`: it relays each request line from its stdin to the checking
// process over a local socket, where the function runs (so a closure, a
// TypeScript module under vitest or a mocked import works as in the test),
// and writes each answer to its stdout and the function's stack to its stderr.
//   node bridge.js SOCKET        (SHOWDOWN_CARDS is passed on to the function's side)
//   node bridge.js --version
'use strict';

const net = require('node:net');
const readline = require('node:readline');

if (process.argv.includes('--version')) {
  const { name, version } = require('../package.json');
  process.stdout.write(`${name} ${version} check(fn), Node ${process.version}\n`);
  process.exit(0);
}

const socketPath = process.argv[2];
const socket = net.connect({ path: socketPath, allowHalfOpen: true });
socket.setNoDelay(true);
socket.on('error', (e) => {
  process.stderr.write(`showdown-poker bridge: the checking process at ${socketPath} is gone: ${e.message}\n`);
  process.exit(1);
});
socket.write(`${JSON.stringify({ cards: process.env.SHOWDOWN_CARDS || null })}\n`);

const requests = readline.createInterface({ input: process.stdin, crlfDelay: Infinity, terminal: false });
requests.on('error', () => process.exit(0)); // showdown closed our stdin under us
requests.on('line', (line) => socket.write(`${line}\n`));
requests.on('close', () => socket.end());

const answers = readline.createInterface({ input: socket, crlfDelay: Infinity, terminal: false });
answers.on('error', () => process.exit(1)); // the socket's error, reported above
answers.on('line', (line) => {
  const { answer, stderr } = JSON.parse(line);
  if (stderr) process.stderr.write(stderr);
  process.stdout.write(`${answer}\n`);
});
answers.on('close', () => process.exit(0));
// showdown stopped reading (it has what it needs, or it gave up on us): leave quietly.
process.stdout.on('error', () => process.exit(0));
process.stdin.on('error', () => process.exit(0));
