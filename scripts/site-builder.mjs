/**
 * The local rebuild (`npm start` / `npm run serve`): builds the production site in
 * a CHILD PROCESS into a new folder and, only when that build succeeds, hands the folder to
 * `onSwitch` (scripts/site-host.mjs loads it and switches every new request to it). A failed
 * build leaves the running site untouched and keeps the end of its log for /admin.
 *
 * The embedded database: the server process holds the PGlite folder and PGlite has no lock
 * (a second process opening it would lose writes), so the build child never opens it. The
 * server writes a consistent copy (`db.snapshot()`: checkpoint + tar of the data folder) and
 * the child opens that copy in memory (PGLITE_SNAPSHOT). With DATABASE_URL the child simply
 * connects to PostgreSQL. docs/decisions/0007-local-rebuild.md explains the choice.
 *
 * One build at a time: a request during a build marks ONE follow-up build, which starts
 * (with a fresh copy of the data) when the running build ends.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const TAIL_LINES = 40;
const BUILD_TIMEOUT_MS = 20 * 60_000;

/** Phases the /admin island shows, recognised from Astro's build output. */
const PHASES = [
  [/building server entrypoints|building for production|\[vite\].*ssr/i, 'Building the server'],
  [/building client|\[vite\].*client/i, 'Building browser scripts'],
  [/generating static routes|prerendering/i, 'Prerendering pages'],
  [/\[build\] (server built|complete)|complete!/i, 'Finishing the build'],
];

function readPeakRssMb(pid) {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * @param {{ root: string, buildsDir: string, onSwitch: (outDir: string) => Promise<void>, log?: (line: string) => void }} options
 */
export function createSiteBuilder({ root, buildsDir, onSwitch, log = (line) => console.log(line) }) {
  const state = {
    state: 'idle',
    phase: null,
    requestedAt: null,
    startedAt: null,
    finishedAt: null,
    followUp: false,
    error: null,
    logTail: [],
    durationMs: null,
    peakRssMb: null,
  };
  /** The latest request's way to copy the database (the follow-up build uses it). */
  let snapshot;
  let running = false;
  let counter = 0;

  async function runOnce() {
    running = true;
    const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++counter}`;
    const outDir = resolve(buildsDir, id);
    const snapshotFile = resolve(buildsDir, `${id}.pglite.tar`);
    const logFile = resolve(buildsDir, `${id}.log`);
    Object.assign(state, {
      state: 'building',
      phase: 'Copying the data',
      startedAt: new Date().toISOString(),
      finishedAt: null,
      error: null,
      logTail: [],
      durationMs: null,
      peakRssMb: null,
    });
    const started = Date.now();
    mkdirSync(buildsDir, { recursive: true });
    const env = { ...process.env, ASTRO_OUT_DIR: outDir, ASTRO_CACHE_DIR: resolve(buildsDir, 'cache') };
    delete env.PGLITE_SNAPSHOT;
    try {
      if (snapshot && !process.env.DATABASE_URL) {
        writeFileSync(snapshotFile, await snapshot());
        env.PGLITE_SNAPSHOT = snapshotFile;
      }
      state.phase = 'Building pages';
      const logStream = createWriteStream(logFile);
      let peak = 0;
      const code = await new Promise((resolveExit) => {
        const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
        const timer = setTimeout(() => child.kill('SIGKILL'), BUILD_TIMEOUT_MS);
        const sample = setInterval(() => {
          peak = Math.max(peak, readPeakRssMb(child.pid) ?? 0);
        }, 500);
        let partial = '';
        const onData = (chunk) => {
          logStream.write(chunk);
          const text = partial + chunk.toString('utf8').replace(/\x1b\[[0-9;]*m/g, '');
          const lines = text.split(/\r?\n/);
          partial = lines.pop() ?? '';
          for (const line of lines) {
            if (!line.trim()) continue;
            state.logTail.push(line.slice(0, 300));
            if (state.logTail.length > TAIL_LINES) state.logTail.shift();
            for (const [pattern, phase] of PHASES) if (pattern.test(line)) state.phase = phase;
          }
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        child.once('error', (error) => {
          state.logTail.push(String(error.message));
          resolveExit(-1);
        });
        child.once('exit', (exitCode, signal) => {
          clearTimeout(timer);
          clearInterval(sample);
          if (partial.trim()) state.logTail.push(partial.slice(0, 300));
          resolveExit(exitCode ?? (signal ? `signal ${signal}` : -1));
        });
      });
      logStream.end();
      state.peakRssMb = peak || null;
      if (code !== 0 || !existsSync(join(outDir, 'server', 'entry.mjs'))) {
        throw new Error(code === 0 ? 'The build finished without a server entry.' : `The build failed (exit code ${code}).`);
      }
      state.phase = 'Switching to the new pages';
      await onSwitch(outDir);
      state.state = 'ready';
      state.phase = null;
      cleanOldBuilds(outDir);
    } catch (error) {
      state.state = 'failed';
      state.phase = null;
      state.error = `${error.message} The site keeps serving the previous pages. Full log: ${logFile}`;
      rmSync(outDir, { recursive: true, force: true });
    } finally {
      rmSync(snapshotFile, { force: true });
      state.finishedAt = new Date().toISOString();
      state.durationMs = Date.now() - started;
      log(
        `[rebuild] ${state.state === 'ready' ? 'switched to the new build' : 'FAILED, still serving the previous build'} after ${(state.durationMs / 1000).toFixed(1)} s` +
          (state.peakRssMb ? `; build process peak RSS ${state.peakRssMb} MB` : '') +
          `; server RSS ${Math.round(process.memoryUsage().rss / 1048576)} MB`,
      );
      running = false;
    }
  }

  /** Keeps the served build and the one before it (requests may still be finishing there). */
  function cleanOldBuilds(current) {
    try {
      const folders = readdirSync(buildsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== 'cache')
        .map((entry) => resolve(buildsDir, entry.name))
        .filter((dir) => dir !== current)
        .sort();
      for (const dir of folders.slice(0, -1)) rmSync(dir, { recursive: true, force: true });
      const logs = readdirSync(buildsDir)
        .filter((name) => name.endsWith('.log'))
        .sort();
      for (const name of logs.slice(0, -5)) rmSync(resolve(buildsDir, name), { force: true });
    } catch (error) {
      log(`[rebuild] could not remove old builds: ${error.message}`);
    }
  }

  async function loop() {
    do {
      state.followUp = false;
      await runOnce();
    } while (state.followUp);
  }

  return {
    /** @param {{ requestedBy: string, snapshot?: () => Promise<Uint8Array> }} request */
    request(request) {
      snapshot = request.snapshot ?? snapshot;
      if (running) {
        state.followUp = true;
        return { coalesced: true };
      }
      state.requestedAt = new Date().toISOString();
      log(`[rebuild] build requested by ${request.requestedBy}`);
      void loop();
      return { coalesced: false };
    },
    status() {
      const elapsedMs = state.startedAt ? (state.finishedAt ? state.durationMs : Date.now() - Date.parse(state.startedAt)) : null;
      return {
        state: state.state,
        phase: state.phase,
        requestedAt: state.requestedAt,
        startedAt: state.startedAt,
        finishedAt: state.finishedAt,
        elapsedMs,
        followUp: state.followUp,
        error: state.error,
        logTail: state.state === 'failed' || state.state === 'building' ? [...state.logTail] : state.logTail.slice(-5),
      };
    },
  };
}
