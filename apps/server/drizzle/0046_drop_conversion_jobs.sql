-- Issue 16: conversions are jobs on the job queue (pg-boss). A conversion still waiting in the
-- old table is failed with the generic reason, so its uploader or an admin can submit it again.
UPDATE "stored_files" SET "conversion_state" = 'failed', "conversion_error" = 'files.conversionFailed' WHERE "conversion_state" IN ('pending', 'converting');--> statement-breakpoint
DROP TABLE "conversion_jobs" CASCADE;
