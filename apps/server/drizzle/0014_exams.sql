CREATE TABLE "exam_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"value" jsonb NOT NULL,
	"seq" bigint NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"score" double precision,
	"correct" boolean,
	"comment" text DEFAULT '' NOT NULL,
	"marked_by" integer,
	CONSTRAINT "exam_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"cycle" text DEFAULT '' NOT NULL,
	"attempt_no" integer NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"paper" jsonb NOT NULL,
	"total_score" double precision NOT NULL,
	"pass_score" double precision NOT NULL,
	"multiple_scoring" text DEFAULT 'all' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"submit_reason" text,
	"screen_switches" integer DEFAULT 0 NOT NULL,
	"signature" text,
	"ip" text DEFAULT '' NOT NULL,
	"objective_score" double precision,
	"subjective_score" double precision,
	"score" double precision,
	"passed" boolean,
	"marked_by" integer,
	"marked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_audience" (
	"exam_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_reviewers" (
	"exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "exam_reviewers_exam_id_user_id_pk" PRIMARY KEY("exam_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'normal' NOT NULL,
	"paper_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"attempts_allowed" integer DEFAULT 1 NOT NULL,
	"score_kept" text DEFAULT 'highest' NOT NULL,
	"min_minutes_before_submit" integer DEFAULT 0 NOT NULL,
	"password" text DEFAULT '' NOT NULL,
	"ip_ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signature_required" boolean DEFAULT false NOT NULL,
	"screen_switch_limit" integer DEFAULT 0 NOT NULL,
	"full_screen" boolean DEFAULT false NOT NULL,
	"face_match" boolean DEFAULT false NOT NULL,
	"result_visibility" text DEFAULT 'immediately' NOT NULL,
	"answer_visibility" text DEFAULT 'after_end' NOT NULL,
	"visibility" text DEFAULT 'all' NOT NULL,
	"secrecy_level" integer DEFAULT 50 NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_audience" ADD CONSTRAINT "exam_audience_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_reviewers" ADD CONSTRAINT "exam_reviewers_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_reviewers" ADD CONSTRAINT "exam_reviewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_attempts_user_exam_idx" ON "exam_attempts" USING btree ("user_id","exam_id","started_at");--> statement-breakpoint
CREATE INDEX "exam_attempts_exam_status_idx" ON "exam_attempts" USING btree ("exam_id","status","id");--> statement-breakpoint
CREATE INDEX "exam_attempts_open_deadline_idx" ON "exam_attempts" USING btree ("deadline") WHERE "exam_attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_one_open_uq" ON "exam_attempts" USING btree ("exam_id","user_id") WHERE "exam_attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE UNIQUE INDEX "exam_audience_uq" ON "exam_audience" USING btree ("exam_id","kind","ref");--> statement-breakpoint
CREATE INDEX "exam_audience_kind_ref_idx" ON "exam_audience" USING btree ("kind","ref");--> statement-breakpoint
CREATE INDEX "exam_reviewers_user_idx" ON "exam_reviewers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "exams_company_status_start_idx" ON "exams" USING btree ("company_id","status","kind","start_at","id");--> statement-breakpoint
CREATE INDEX "exams_company_updated_idx" ON "exams" USING btree ("company_id","updated_at","id");