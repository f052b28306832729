export class DatabaseLockedError extends Error {
  constructor(dataDir: string, pid: number);
  readonly pid: number;
}
export function acquireFolderLock(dataDir: string): () => void;
