ALTER TABLE "question_banks" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "paper_rules_bank_idx" ON "paper_rules" USING btree ("bank_id");--> statement-breakpoint
CREATE INDEX "questions_company_live_idx" ON "questions" USING btree ("company_id","id") WHERE "questions"."parent_id" is null and "questions"."deleted_at" is null;