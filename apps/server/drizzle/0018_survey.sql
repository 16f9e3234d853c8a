CREATE TABLE "survey_answers" (
	"response_id" uuid NOT NULL,
	"survey_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"target_id" integer,
	"choices" text[],
	"text" text,
	"rating" integer,
	CONSTRAINT "survey_answers_response_id_question_id_pk" PRIMARY KEY("response_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "survey_audience" (
	"survey_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_drafts" (
	"survey_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"target_id" integer DEFAULT 0 NOT NULL,
	"answers" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_drafts_survey_id_user_id_target_id_pk" PRIMARY KEY("survey_id","user_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "survey_pairs" (
	"survey_id" integer NOT NULL,
	"evaluator_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "survey_pairs_survey_id_evaluator_id_target_id_pk" PRIMARY KEY("survey_id","evaluator_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "survey_participants" (
	"survey_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"target_id" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_participants_survey_id_user_id_target_id_pk" PRIMARY KEY("survey_id","user_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_choices" integer DEFAULT 0 NOT NULL,
	"max_choices" integer DEFAULT 0 NOT NULL,
	"min_length" integer DEFAULT 0 NOT NULL,
	"max_length" integer DEFAULT 500 NOT NULL,
	"rating_max" integer DEFAULT 5 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"user_id" integer,
	"target_id" integer,
	"submitted_at" timestamp with time zone,
	"answers" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"anonymous" boolean DEFAULT false NOT NULL,
	"results_visibility" text DEFAULT 'never' NOT NULL,
	"precondition_survey_id" integer,
	"precondition_course_id" integer,
	"visibility" text DEFAULT 'all' NOT NULL,
	"secrecy_level" integer DEFAULT 50 NOT NULL,
	"question_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_audience" ADD CONSTRAINT "survey_audience_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_drafts" ADD CONSTRAINT "survey_drafts_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_drafts" ADD CONSTRAINT "survey_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_pairs" ADD CONSTRAINT "survey_pairs_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_pairs" ADD CONSTRAINT "survey_pairs_evaluator_id_users_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_pairs" ADD CONSTRAINT "survey_pairs_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_participants" ADD CONSTRAINT "survey_participants_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_participants" ADD CONSTRAINT "survey_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_answers_survey_question_idx" ON "survey_answers" USING btree ("survey_id","question_id","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_audience_uq" ON "survey_audience" USING btree ("survey_id","kind","ref");--> statement-breakpoint
CREATE INDEX "survey_audience_kind_ref_idx" ON "survey_audience" USING btree ("kind","ref");--> statement-breakpoint
CREATE INDEX "survey_pairs_evaluator_idx" ON "survey_pairs" USING btree ("evaluator_id","survey_id");--> statement-breakpoint
CREATE INDEX "survey_pairs_target_idx" ON "survey_pairs" USING btree ("survey_id","target_id");--> statement-breakpoint
CREATE INDEX "survey_participants_user_idx" ON "survey_participants" USING btree ("user_id","survey_id");--> statement-breakpoint
CREATE INDEX "survey_participants_target_idx" ON "survey_participants" USING btree ("survey_id","target_id");--> statement-breakpoint
CREATE INDEX "survey_questions_survey_sort_idx" ON "survey_questions" USING btree ("survey_id","sort");--> statement-breakpoint
CREATE INDEX "survey_responses_survey_target_idx" ON "survey_responses" USING btree ("survey_id","target_id","id");--> statement-breakpoint
CREATE INDEX "survey_responses_survey_user_idx" ON "survey_responses" USING btree ("survey_id","user_id");--> statement-breakpoint
CREATE INDEX "surveys_company_status_kind_published_idx" ON "surveys" USING btree ("company_id","status","kind","published_at","id");--> statement-breakpoint
CREATE INDEX "surveys_company_kind_updated_idx" ON "surveys" USING btree ("company_id","kind","updated_at","id");