/** Resident memory of a process and all its descendants, read from /proc (Linux). */
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
