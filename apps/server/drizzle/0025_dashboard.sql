CREATE TABLE "learning_active_days" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "learning_active_days_company_id_day_user_id_pk" PRIMARY KEY("company_id","day","user_id")
);
--> statement-breakpoint
ALTER TABLE "learning_active_days" ADD CONSTRAINT "learning_active_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_active_days" ADD CONSTRAINT "learning_active_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_course_progress_company_completed_idx" ON "learning_course_progress" USING btree ("company_id","completed_at","user_id") WHERE "learning_course_progress"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "learning_course_progress_course_user_idx" ON "learning_course_progress" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "exam_attempts_company_marked_idx" ON "exam_attempts" USING btree ("company_id","submitted_at","passed") WHERE "exam_attempts"."status" = 'marked';--> statement-breakpoint
CREATE INDEX "exam_attempts_exam_user_idx" ON "exam_attempts" USING btree ("exam_id","user_id");