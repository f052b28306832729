// Plain JavaScript (typed with JSDoc, see folder-lock.d.ts) so that the database client and
// the Node serve script (scripts/serve.mjs, which runs without a build step) share one rule.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/** Thrown when another live process holds the embedded database folder. */
export class DatabaseLockedError extends Error {
  /**
   * @param {string} dataDir
   * @param {number} pid
   */
  constructor(dataDir, pid) {
    super(
      `The embedded database at ${dataDir} is in use by process ${pid}. ` +
        'PGlite cannot share a data folder between processes (the second one would silently lose its writes). ' +
        'Stop that process (for example a running `npm start`), or point PGLITE_DATA_DIR at another folder.',
    );
    this.name = 'DatabaseLockedError';
    this.pid = pid;
  }
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Takes the folder's lock file (`<dataDir>.lock`, holding the pid) for this process, or
 * throws {@link DatabaseLockedError}. A lock left by a process that no longer runs is taken
 * over; one this process already holds is taken again. Returns the release function.
 * @param {string} dataDir absolute path of the data folder
 * @returns {() => void}
 */
export function acquireFolderLock(dataDir) {
  const lockPath = `${dataDir}.lock`;
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (readFileSync(lockPath, 'utf8') === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DatabaseLockedError(dataDir, holder);
      }
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
