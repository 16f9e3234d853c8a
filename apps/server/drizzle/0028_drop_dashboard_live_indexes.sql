DROP INDEX "learning_course_progress_company_completed_idx";--> statement-breakpoint
DROP INDEX "exam_attempts_company_marked_idx";