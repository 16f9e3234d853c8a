DROP INDEX "departments_path_idx";--> statement-breakpoint
DROP INDEX "majors_path_idx";--> statement-breakpoint
DROP INDEX "course_categories_path_idx";--> statement-breakpoint
CREATE INDEX "departments_path_idx" ON "departments" USING btree ("company_id","path");--> statement-breakpoint
CREATE INDEX "majors_path_idx" ON "majors" USING btree ("company_id","path");--> statement-breakpoint
CREATE INDEX "course_categories_path_idx" ON "course_categories" USING btree ("company_id","path");