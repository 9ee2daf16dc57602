/** Resident memory and CPU time of a process and all its descendants, read from /proc (Linux). */
import { readdirSync, readFileSync } from 'node:fs';
import { readProcessMemory } from './shop-process.js';

function readParents(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may contain spaces; the parent pid is the 2nd field after the closing parenthesis.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we were reading.
    }
  }
  return children;
}

function readRssBytes(pid: number): number {
  try {
    return readProcessMemory(pid).rssBytes;
  } catch {
    return 0; // The process ended while we were reading.
  }
}

/** Sum of VmRSS over the tree rooted at `pid`. */
export function getTreeRssBytes(pid: number): number {
  const children = readParents();
  let total = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const current = stack.pop()!;
    total += readRssBytes(current);
    stack.push(...(children.get(current) ?? []));
  }
  return total;
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100;

/**
 * User + system CPU milliseconds a process has used so far (0 once it has ended); with
 * `endedChildren`, those of its children it has waited for too.
 */
export function readCpuMs(pid: number, endedChildren = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name: utime, stime, cutime, cstime are the 12th to 15th fields.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks =
      Number(fields[11]) + Number(fields[12]) + (endedChildren ? Number(fields[13]) + Number(fields[14]) : 0);
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/**
 * CPU milliseconds used so far by the tree rooted at `pid`: the shop's API process with DynamoDB
 * Local and cognito-local, where a request's reads cost most of their CPU.
 */
export function getTreeCpuMs(pid: number, endedChildren = false): number {
  const children = readParents();
  let total = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const current = stack.pop()!;
    total += readCpuMs(current, endedChildren);
    stack.push(...(children.get(current) ?? []));
  }
  return total;
}

/** CPU seconds (user and system) used so far by the tree rooted at `pid`, its ended children's included. */
export function getTreeCpuSeconds(pid: number): number {
  return getTreeCpuMs(pid, true) / 1000;
}
