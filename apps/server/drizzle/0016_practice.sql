CREATE TABLE "practice_answers" (
	"session_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"value" jsonb NOT NULL,
	"seq" bigint NOT NULL,
	"score" double precision,
	"correct" boolean,
	"marked_at" timestamp with time zone,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_answers_session_id_question_id_pk" PRIMARY KEY("session_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "practice_banks" (
	"bank_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"day" text DEFAULT '' NOT NULL,
	"config" jsonb NOT NULL,
	"simulation_id" integer,
	"paper" jsonb NOT NULL,
	"multiple_scoring" text DEFAULT 'all' NOT NULL,
	"total_score" double precision NOT NULL,
	"pass_score" double precision,
	"question_count" integer NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"end_reason" text,
	"answered_count" integer DEFAULT 0 NOT NULL,
	"correct_count" integer DEFAULT 0 NOT NULL,
	"wrong_count" integer DEFAULT 0 NOT NULL,
	"score" double precision DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "practice_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"wrong_remove_after" integer DEFAULT 2 NOT NULL,
	"daily_count" integer DEFAULT 10 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_simulations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"paper_id" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wrong_questions" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"root_id" integer NOT NULL,
	"wrong_count" integer DEFAULT 1 NOT NULL,
	"right_streak" integer DEFAULT 0 NOT NULL,
	"last_source" text NOT NULL,
	"first_wrong_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_wrong_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "wrong_questions_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_session_id_practice_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_banks" ADD CONSTRAINT "practice_banks_bank_id_question_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."question_banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_banks" ADD CONSTRAINT "practice_banks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_simulation_id_practice_simulations_id_fk" FOREIGN KEY ("simulation_id") REFERENCES "public"."practice_simulations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_settings" ADD CONSTRAINT "practice_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_simulations" ADD CONSTRAINT "practice_simulations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_simulations" ADD CONSTRAINT "practice_simulations_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrong_questions" ADD CONSTRAINT "wrong_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_banks_company_enabled_idx" ON "practice_banks" USING btree ("company_id","enabled","bank_id");--> statement-breakpoint
CREATE INDEX "practice_sessions_user_started_idx" ON "practice_sessions" USING btree ("user_id","started_at","id");--> statement-breakpoint
CREATE INDEX "practice_sessions_user_mode_started_idx" ON "practice_sessions" USING btree ("user_id","mode","started_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_sessions_one_open_uq" ON "practice_sessions" USING btree ("user_id","mode") WHERE "practice_sessions"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "practice_simulations_company_updated_idx" ON "practice_simulations" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "practice_simulations_company_enabled_idx" ON "practice_simulations" USING btree ("company_id","enabled","id");--> statement-breakpoint
CREATE INDEX "wrong_questions_user_open_idx" ON "wrong_questions" USING btree ("user_id","last_wrong_at","question_id") WHERE "wrong_questions"."cleared_at" is null;