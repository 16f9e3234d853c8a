import type {
  TDirectoryFailure,
  TDirectoryPhase,
  TDirectoryRun,
  TDirectoryRunState,
  TDirectorySuite,
} from '@ascent/shared/sso';
import type { Locale } from '@ascent/shared/i18n';
import { readStopReason } from './directory-stop.ts';
import type { DirectoryFailureRow, DirectoryRunRow } from './directory.repository.ts';

/** A run as the admin's report shows it; why it stopped in the reader's language. */
export function toDirectoryRun(row: DirectoryRunRow, locale: Locale): TDirectoryRun {
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
    // A running run's reason is written with a cancel request: shown once it has stopped.
    error: row.state === 'running' ? '' : readStopReason(row.error, locale),
    cancelRequested: row.state === 'running' && row.cancelRequestedAt !== null,
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
