CREATE INDEX "imports_open_idx" ON "imports" USING btree ("created_at") WHERE "imports"."state" IN ('queued', 'running');--> statement-breakpoint
CREATE INDEX "imports_sheet_idx" ON "imports" USING btree ("id") WHERE "imports"."file_key" IS NOT NULL AND "imports"."state" IN ('done', 'failed');--> statement-breakpoint
CREATE INDEX "imports_finished_idx" ON "imports" USING btree ("finished_at");