#!/usr/bin/env node
// `npm run checks`: the type check, lint and the format check side by side, and any npm scripts named
// after it (`npm test` adds the build, which writes only the build's output). Each only reads the sources,
// so together they take about as long as the longest alone rather than all in a row. Each one's output
// is printed whole as it ends (never interleaved with the others'), and the command fails if any of them failed.
import { spawn } from 'node:child_process';

const scripts = ['typecheck', 'lint', 'format:check', ...process.argv.slice(2)];

const passed = await Promise.all(scripts.map(run));
process.exitCode = passed.every(Boolean) ? 0 : 1;

/** Runs `npm run <script>`, printing its output once it ends; resolves with whether it passed. */
function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk) => (output += chunk);
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('close', (code) => {
      const outcome = code === 0 ? 'passed' : `failed (exit ${code})`;
      process.stdout.write(`> npm run ${script}: ${outcome}\n${output.trim() ? `${output.trimEnd()}\n` : ''}`);
      resolve(code === 0);
    });
  });
}
