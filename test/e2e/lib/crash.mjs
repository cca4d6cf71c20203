// Killing a browser the hard way (SIGKILL, no chance to flush anything), found by its profile directory.
import { readdirSync, readFileSync } from 'node:fs';
import { sleep } from './server.mjs';

/** Pids of the processes launched on this profile; the browser itself is the one without `--type=`. */
function processesOf(dir) {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let args;
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // gone meanwhile
    }
    if (!args.includes(`--user-data-dir=${dir}`)) continue;
    found.push({ pid: Number(entry), main: !args.some((a) => a.startsWith('--type=')) });
  }
  return found;
}

/** SIGKILL the browser of the profile in `dir` and wait until none of its processes is left. */
export async function killBrowser(dir) {
  const main = processesOf(dir).filter((p) => p.main);
  if (main.length === 0) throw new Error(`no browser process runs on the profile ${dir}`);
  for (const { pid } of main) process.kill(pid, 'SIGKILL');
  for (let i = 0; i < 100 && processesOf(dir).length > 0; i++) await sleep(100);
  const left = processesOf(dir);
  if (left.length > 0)
    throw new Error(`browser processes still alive after SIGKILL: ${left.map((p) => p.pid).join(' ')}`);
  return main.map((p) => p.pid);
}
