CREATE TABLE "homework_answers" (
	"submission_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homework_answers_submission_id_step_id_pk" PRIMARY KEY("submission_id","step_id")
);
--> statement-breakpoint
CREATE TABLE "homework_audience" (
	"homework_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homework_files" (
	"homework_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homework_files_homework_id_user_id_file_id_pk" PRIMARY KEY("homework_id","user_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "homework_reviewers" (
	"homework_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "homework_reviewers_homework_id_user_id_pk" PRIMARY KEY("homework_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "homework_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"round" integer NOT NULL,
	"action" text NOT NULL,
	"score" double precision,
	"comment" text DEFAULT '' NOT NULL,
	"reviewer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homework_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"homework_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homework_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"homework_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"score" double precision,
	"comment" text DEFAULT '' NOT NULL,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homeworks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"full_score" integer DEFAULT 100 NOT NULL,
	"secrecy_level" integer DEFAULT 50 NOT NULL,
	"visibility" text DEFAULT 'all' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "homework_answers" ADD CONSTRAINT "homework_answers_submission_id_homework_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."homework_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_answers" ADD CONSTRAINT "homework_answers_step_id_homework_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."homework_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_audience" ADD CONSTRAINT "homework_audience_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_files" ADD CONSTRAINT "homework_files_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_files" ADD CONSTRAINT "homework_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_files" ADD CONSTRAINT "homework_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_reviewers" ADD CONSTRAINT "homework_reviewers_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_reviewers" ADD CONSTRAINT "homework_reviewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_reviews" ADD CONSTRAINT "homework_reviews_submission_id_homework_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."homework_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_steps" ADD CONSTRAINT "homework_steps_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homework_answers_step_idx" ON "homework_answers" USING btree ("step_id");--> statement-breakpoint
CREATE UNIQUE INDEX "homework_audience_uq" ON "homework_audience" USING btree ("homework_id","kind","ref");--> statement-breakpoint
CREATE INDEX "homework_audience_kind_ref_idx" ON "homework_audience" USING btree ("kind","ref");--> statement-breakpoint
CREATE INDEX "homework_reviewers_user_idx" ON "homework_reviewers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "homework_reviews_submission_idx" ON "homework_reviews" USING btree ("submission_id","id");--> statement-breakpoint
CREATE INDEX "homework_steps_homework_sort_idx" ON "homework_steps" USING btree ("homework_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "homework_submissions_homework_user_uq" ON "homework_submissions" USING btree ("homework_id","user_id");--> statement-breakpoint
CREATE INDEX "homework_submissions_homework_status_idx" ON "homework_submissions" USING btree ("homework_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "homework_submissions_company_status_idx" ON "homework_submissions" USING btree ("company_id","status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "homeworks_company_status_start_idx" ON "homeworks" USING btree ("company_id","status","start_at","id");--> statement-breakpoint
CREATE INDEX "homeworks_company_updated_idx" ON "homeworks" USING btree ("company_id","updated_at","id");