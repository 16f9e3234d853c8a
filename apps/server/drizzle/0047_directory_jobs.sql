-- Issue 16: a directory sync run is a job on the job queue (pg-boss); the runs' own claim
-- (locked_by, lease_until) goes. A run still queued or running has no job: it is failed with
-- the generic reason, and the suite's next run resumes it where it stopped.
UPDATE "directory_runs" SET "state" = 'failed', "error" = 'directoryStop.failed', "finished_at" = now() WHERE "state" IN ('queued', 'running');--> statement-breakpoint
DROP INDEX "directory_runs_claim_idx";--> statement-breakpoint
ALTER TABLE "directory_runs" DROP COLUMN "locked_by";--> statement-breakpoint
ALTER TABLE "directory_runs" DROP COLUMN "lease_until";