CREATE TABLE "paper_questions" (
	"paper_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"score" double precision NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "paper_questions_paper_id_question_id_pk" PRIMARY KEY("paper_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "paper_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"paper_id" integer NOT NULL,
	"bank_id" integer NOT NULL,
	"type" integer NOT NULL,
	"difficulty" integer,
	"count" integer NOT NULL,
	"score" double precision NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "papers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"mode" text DEFAULT 'fixed' NOT NULL,
	"total_score" double precision DEFAULT 0 NOT NULL,
	"pass_ratio" double precision DEFAULT 0.6 NOT NULL,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT false NOT NULL,
	"multiple_scoring" text DEFAULT 'all' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "question_banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"category_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"path" text DEFAULT '/' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"bank_id" integer NOT NULL,
	"parent_id" integer,
	"type" integer NOT NULL,
	"stem" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"key" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"analysis" text DEFAULT '' NOT NULL,
	"difficulty" integer DEFAULT 2 NOT NULL,
	"knowledge_points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "paper_questions" ADD CONSTRAINT "paper_questions_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_questions" ADD CONSTRAINT "paper_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_rules" ADD CONSTRAINT "paper_rules_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_rules" ADD CONSTRAINT "paper_rules_bank_id_question_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."question_banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_banks" ADD CONSTRAINT "question_banks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_banks" ADD CONSTRAINT "question_banks_category_id_question_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."question_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_categories" ADD CONSTRAINT "question_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_categories" ADD CONSTRAINT "question_categories_parent_id_question_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."question_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_bank_id_question_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."question_banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_parent_id_questions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paper_questions_question_idx" ON "paper_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "paper_rules_paper_idx" ON "paper_rules" USING btree ("paper_id","sort");--> statement-breakpoint
CREATE INDEX "papers_company_updated_idx" ON "papers" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "question_banks_company_category_idx" ON "question_banks" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE INDEX "question_banks_company_updated_idx" ON "question_banks" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "question_categories_company_parent_idx" ON "question_categories" USING btree ("company_id","parent_id","sort");--> statement-breakpoint
CREATE INDEX "question_categories_path_idx" ON "question_categories" USING btree ("company_id","path");--> statement-breakpoint
CREATE UNIQUE INDEX "question_categories_sibling_name_uq" ON "question_categories" USING btree ("company_id",coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "questions_bank_live_idx" ON "questions" USING btree ("bank_id","type","difficulty","id") WHERE "questions"."parent_id" is null and "questions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "questions_company_bank_idx" ON "questions" USING btree ("company_id","bank_id","id");--> statement-breakpoint
CREATE INDEX "questions_parent_idx" ON "questions" USING btree ("parent_id","sort");