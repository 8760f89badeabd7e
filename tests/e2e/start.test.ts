// The first hour (issue 38): the real `npm start`, on free ports, with a local D1 of its own
// (`--persist-to`, a copy of the e2e site's seeded template when there is one, so it does not
// seed again). Its first screen: at most 40 lines up to and including the ready block, no
// stack trace, the addresses last; Ctrl-C (SIGINT to its process group, as a terminal sends
// it) and SIGTERM (to npm alone, as a process manager sends it) leave no process and no port
// behind within 5 s; a second start does not seed again and says so; a port already taken is
// one line and exit code 2, with nothing started. Linux only (reads /proc).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as deadline } from 'node:timers/promises';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort, httpGet, repoRoot } from './site.mjs';

const readyLine = 'Ctrl-C stops everything.';

interface Run {
  child: ChildProcess;
  lines: string[];
  exit: Promise<number | null>;
  /** Its processes once ready (killed after the tests, should a stop have failed). */
  pids: number[];
}

const runs: Run[] = [];

function npmStart(env: Record<string, string>, args: string[] = []): Run {
  const child = spawn('npm', ['start', ...(args.length ? ['--', ...args] : [])], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, VERBOSE: '', CI: '1', ...env },
  });
  const lines: string[] = [];
  let pending = '';
  const onData = (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    lines.push(...parts);
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exit = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const run: Run = { child, lines, exit, pids: [] };
  runs.push(run);
  return run;
}

async function waitFor<T>(what: string, check: () => T | undefined | false, timeoutMs: number, run?: Run): Promise<T> {
  return vi.waitFor(
    () => {
      const value = check();
      if (!value) throw new Error(`timed out waiting for ${what}${run ? `; output so far:\n${run.lines.join('\n')}` : ''}`);
      return value;
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

/** Every process descending from `pid` (through /proc's parent ids). */
function descendants(pid: number): number[] {
  const parent = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parent.set(Number(entry), ppid);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  for (const [child] of parent) {
    for (let p = parent.get(child); p !== undefined && p > 1; p = parent.get(p)) {
      if (p === pid) {
        found.push(child);
        break;
      }
    }
  }
  return found;
}

const alive = (pid: number) => {
  try {
    // A zombie has exited; only its parent has not read its status yet.
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

function portFree(port: number): Promise<boolean> {
  return new Promise((resolveFree) => {
    const server = net.createServer();
    server.once('error', () => resolveFree(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolveFree(true)));
  });
}

/** A copy of the e2e site's seeded D1 (tests/e2e/site.mjs), if one was built. */
function stateDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'caravan-start-'));
  const templates = join(repoRoot, '.wrangler', 'test-d1');
  const ready = existsSync(templates)
    ? readdirSync(templates)
        .filter((name) => name.startsWith('default-') && existsSync(join(templates, name, 'READY')))
        .sort((a, b) => statSync(join(templates, b)).mtimeMs - statSync(join(templates, a)).mtimeMs)
    : [];
  if (ready[0]) cpSync(join(templates, ready[0], 'state'), dir, { recursive: true });
  return dir;
}

/** Starts npm start, waits for its ready block and checks the first screen; returns it. */
async function startAndCheck(port: number, idpPort: number, state: string) {
  const run = npmStart({ PORT: String(port), IDP_PORT: String(idpPort) }, ['--persist-to', state]);
  const started = Date.now();
  const end = await waitFor('the ready block', () => {
    const index = run.lines.indexOf(readyLine);
    return index >= 0 ? index + 1 : undefined;
  }, 150_000, run);
  const seconds = (Date.now() - started) / 1000;
  const screen = run.lines.slice(0, end);
  expect(screen.length, screen.join('\n')).toBeLessThanOrEqual(40);
  expect(screen.filter((line) => /^\s+at .+:\d+/.test(line) || /^\w*Error:/.test(line)), screen.join('\n')).toEqual([]);
  for (const market of ['it', 'us', 'en', 'es', 'fr', 'de']) expect(screen.join('\n')).toContain(`http://${market}.localhost:${port}`);
  expect(screen.join('\n')).toContain(`http://localhost:${port}/__dev/outbox`);
  expect(screen.join('\n')).toMatch(/traveller@caravan\.test \/ caravan/);

  // Nothing after the block until a request is logged: the first line after it is this one's.
  const res = await httpGet(port, 'us.localhost', '/', { headers: { 'x-request-id': 'start-test-request' } });
  expect(res.status).toBe(200);
  const logged = await waitFor('the request log', () => {
    const index = run.lines.findIndex((line) => line.includes('start-test-request'));
    return index >= 0 ? index : undefined;
  }, 10_000, run);
  expect(run.lines.slice(end, logged).filter((line) => line.trim())).toEqual([]);
  run.pids = descendants(run.child.pid!);
  return { run, screen, seconds };
}

/** After a stop signal: every process of the run gone and both ports free, within 5 s. */
async function expectAllStopped(run: Run, processes: number[], ports: number[]) {
  await vi.waitFor(
    async () => {
      const left = processes.filter(alive);
      const busy: number[] = [];
      for (const port of ports) if (!(await portFree(port))) busy.push(port);
      if (left.length || busy.length) {
        throw new Error(`after 5 s: processes ${left.join(', ') || 'none'} left, ports ${busy.join(', ') || 'none'} busy\n${run.lines.slice(-20).join('\n')}`);
      }
    },
    { timeout: 5000, interval: 100 },
  );
  // npm itself ends with the signal (Ctrl-C) or 0 (SIGTERM, passed on to start.mjs), within 2 s.
  expect(await Promise.race([run.exit.then(() => 'ended'), deadline(2000, 'still running')])).toBe('ended');
}

afterAll(() => {
  for (const run of runs) {
    try {
      process.kill(-run.child.pid!, 'SIGKILL');
    } catch {
      // gone
    }
    for (const pid of [...run.pids, ...descendants(run.child.pid!)]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
  }
});

describe('npm start', () => {
  it.each([
    ['PORT', 'the site'],
    ['IDP_PORT', 'the dev sign-in server'],
  ] as const)('refuses a taken %s in one line naming %s, exit code 2, starting nothing', async (name, what) => {
    const ports = { PORT: await freePort(), IDP_PORT: await freePort() };
    const taken = ports[name];
    const other = name === 'PORT' ? ports.IDP_PORT : ports.PORT;
    const squatter = net.createServer();
    await new Promise<void>((r) => squatter.listen(taken, '127.0.0.1', r));
    try {
      const run = npmStart({ PORT: String(ports.PORT), IDP_PORT: String(ports.IDP_PORT) });
      expect(await run.exit).toBe(2);
      // npm's own lines ("> caravan@… start", its warnings) aside.
      const own = run.lines.filter((line) => line.trim() && !line.startsWith('> ') && !line.startsWith('npm '));
      expect(own).toHaveLength(1);
      expect(own[0]).toContain(`Port ${taken} (${what})`);
      expect(own[0]).toMatch(new RegExp(`\\b${name}=\\d+ npm start`));
      expect(await portFree(other)).toBe(true);
    } finally {
      squatter.close();
    }
  }, 30_000);

  it('shows a short first screen, the addresses last, and Ctrl-C leaves nothing behind; a second start does not seed again', async () => {
    const [port, idpPort] = [await freePort(), await freePort()];
    const state = stateDir();
    try {
      const first = await startAndCheck(port, idpPort, state);
      const processes = first.run.pids;
      expect(processes.length).toBeGreaterThan(2); // node start.mjs, the provider, wrangler, workerd…
      process.kill(-first.run.child.pid!, 'SIGINT'); // Ctrl-C on a terminal: its whole foreground group
      await expectAllStopped(first.run, processes, [port, idpPort]);

      const second = await startAndCheck(port, idpPort, state);
      expect(second.screen.join('\n')).toMatch(/database\s+unchanged since the last start/);

      // wrangler dev dying under a developer (it exits on some errors of its own proxy): it is
      // started again, one line says so, and the site answers again.
      const wranglerPid = second.run.pids.find((pid) => {
        try {
          return /wrangler\.js\0dev\0/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
        } catch {
          return false;
        }
      });
      expect(wranglerPid, 'the wrangler dev process').toBeDefined();
      process.kill(-wranglerPid!, 'SIGKILL');
      await waitFor('wrangler dev answering again', () => second.run.lines.some((line) => line.includes('wrangler dev is answering again')), 60_000, second.run);
      expect(second.run.lines.join('\n')).toMatch(/wrangler dev stopped \(SIGKILL\); starting it again \(1 of 3\)/);
      await vi.waitFor(async () => expect((await httpGet(port, 'it.localhost', '/')).status).toBe(200), { timeout: 30_000, interval: 500 });
      const again = descendants(second.run.child.pid!);
      process.kill(second.run.child.pid!, 'SIGTERM'); // a process manager: npm alone
      await expectAllStopped(second.run, again, [port, idpPort]);
      console.error(`[start.test] first start ${first.seconds.toFixed(1)} s (${first.screen.length} lines), second ${second.seconds.toFixed(1)} s (${second.screen.length} lines)`);
    } finally {
      rmSync(state, { recursive: true, force: true });
    }
  }, 240_000);
});
