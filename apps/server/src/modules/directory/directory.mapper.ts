import type {
  TDirectoryFailure,
  TDirectoryPhase,
  TDirectoryRun,
  TDirectoryRunState,
  TDirectorySuite,
} from '@ascent/shared/sso';
import type { DirectoryFailureRow, DirectoryRunRow } from './directory.repository.ts';

export function toDirectoryRun(row: DirectoryRunRow): TDirectoryRun {
  return {
    id: row.id,
    suite: row.suite as TDirectorySuite,
    state: row.state as TDirectoryRunState,
    phase: row.phase as TDirectoryPhase,
    resumedFrom: row.resumedFrom,
    departmentsCreated: row.departmentsCreated,
    departmentsUpdated: row.departmentsUpdated,
    usersCreated: row.usersCreated,
    usersUpdated: row.usersUpdated,
    usersDisabled: row.usersDisabled,
    failed: row.failed,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export function toDirectoryFailure(row: DirectoryFailureRow): TDirectoryFailure {
  return {
    kind: row.kind as TDirectoryFailure['kind'],
    externalId: row.externalId,
    name: row.name,
    reason: row.reason,
  };
}
