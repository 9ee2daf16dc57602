/**
 * Remembers the child processes of a running stack in `<dataDir>/.pids.json`, so that the next start
 * can kill a DynamoDB Local or cognito-local left behind when the previous supervisor was killed
 * outright (SIGKILL, a closed terminal) and could not stop them. Linux only, like the stack's
 * targets: a pid is killed only if `/proc` shows the same program on the same data folder, so a
 * recycled pid or another stack's process is never touched.
 */
import { readFile, readlink, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const PID_FILE = '.pids.json';

export interface RecordedProcess {
  pid: number;
  name: string;
  /** A string the command line must contain, e.g. DynamoDB Local's `-dbPath` folder. */
  cmdlineIncludes: string;
  /** The working directory the process must have, when the command line does not name the folder. */
  cwd?: string;
}

export interface ProcessRecorder {
  record(process: RecordedProcess): void;
  /** Waits for pending writes, then deletes the file: called once every process has stopped. */
  forget(): Promise<void>;
}

/** Keeps `.pids.json` in step with the processes spawned; writes are serialised. */
export function createProcessRecorder(dataDir: string): ProcessRecorder {
  const file = path.join(dataDir, PID_FILE);
  const recorded: RecordedProcess[] = [];
  let writing: Promise<unknown> = Promise.resolve();
  return {
    record(entry) {
      recorded.push(entry);
      const snapshot = JSON.stringify(recorded);
      writing = writing.then(() => writeFile(file, snapshot)).catch(() => undefined);
    },
    async forget() {
      await writing;
      await rm(file, { force: true });
    },
  };
}

/** Kills the recorded processes that still run; returns a line per process killed. */
export async function killLeftoverProcesses(dataDir: string): Promise<string[]> {
  let recorded: RecordedProcess[];
  try {
    recorded = JSON.parse(await readFile(path.join(dataDir, PID_FILE), 'utf8')) as RecordedProcess[];
  } catch {
    return [];
  }
  const killed: string[] = [];
  for (const entry of recorded) {
    if (!(await isSameProcess(entry))) continue;
    try {
      process.kill(entry.pid, 'SIGKILL');
      killed.push(`Stopped a ${entry.name} (pid ${entry.pid}) left over from an earlier run.`);
      await waitForExit(entry.pid);
    } catch {
      // Already gone.
    }
  }
  await rm(path.join(dataDir, PID_FILE), { force: true });
  return killed;
}

async function isSameProcess(entry: RecordedProcess): Promise<boolean> {
  const cmdline = await readFile(`/proc/${entry.pid}/cmdline`, 'utf8').catch(() => '');
  if (!cmdline.replaceAll('\0', ' ').includes(entry.cmdlineIncludes)) return false;
  if (entry.cwd === undefined) return true;
  return (await readlink(`/proc/${entry.pid}/cwd`).catch(() => '')) === entry.cwd;
}

/** Waits until the pid is gone or a zombie (an init that does not reap would keep it forever). */
async function waitForExit(pid: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    // The state follows the parenthesised command name: `123 (java) Z ...`.
    if (stat === '' || /\) Z /.test(stat)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
