/**
 * Liveness and readiness of one API replica, for a load balancer or an orchestrator: live while the process
 * answers; ready once the database has every migration this version needs, while it answers, and until SIGTERM
 * (from then on the replica drains: main.ts).
 */
import type { NotReadyReason } from '@aliento/contracts/config';
import { appliedMigrationCount, migrationFiles } from '../db';
import type { ServiceContext } from './context';

/** The process's part of readiness: set by main.ts on SIGTERM. */
export type Lifecycle = { draining: boolean };

/** The migration versions this build needs (read once: the files do not change while it runs). */
let needed: string[] | undefined;

/** Null when ready, else why not. */
export async function notReadyReason(ctx: ServiceContext, lifecycle: Lifecycle): Promise<NotReadyReason | null> {
  if (lifecycle.draining) return 'draining';
  needed ??= migrationFiles().map((f) => f.slice(0, 3));
  let applied: number;
  try {
    applied = await appliedMigrationCount(ctx.db, needed);
  } catch {
    return 'database';
  }
  return applied < needed.length ? 'migrations' : null;
}
