CREATE TABLE "idp_files" (
	"user_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idp_files_user_id_file_id_pk" PRIMARY KEY("user_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "idp_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"year" integer NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"supervisor_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer,
	"pass_percent" integer,
	"title" text DEFAULT '' NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_sub_plan_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_plan_id" integer NOT NULL,
	"action" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_sub_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"manager_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "idp_files" ADD CONSTRAINT "idp_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_files" ADD CONSTRAINT "idp_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_plans" ADD CONSTRAINT "idp_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_plans" ADD CONSTRAINT "idp_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_plans" ADD CONSTRAINT "idp_plans_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_resources" ADD CONSTRAINT "idp_resources_plan_id_idp_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."idp_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sub_plan_reviews" ADD CONSTRAINT "study_sub_plan_reviews_sub_plan_id_study_sub_plans_id_fk" FOREIGN KEY ("sub_plan_id") REFERENCES "public"."study_sub_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sub_plan_reviews" ADD CONSTRAINT "study_sub_plan_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sub_plans" ADD CONSTRAINT "study_sub_plans_plan_id_study_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."study_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sub_plans" ADD CONSTRAINT "study_sub_plans_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sub_plans" ADD CONSTRAINT "study_sub_plans_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sub_plans" ADD CONSTRAINT "study_sub_plans_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idp_plans_user_year_uq" ON "idp_plans" USING btree ("user_id","year");--> statement-breakpoint
CREATE INDEX "idp_plans_company_user_idx" ON "idp_plans" USING btree ("company_id","user_id","id");--> statement-breakpoint
CREATE INDEX "idp_plans_supervisor_status_idx" ON "idp_plans" USING btree ("company_id","supervisor_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "idp_resources_plan_sort_idx" ON "idp_resources" USING btree ("plan_id","sort");--> statement-breakpoint
CREATE INDEX "study_plans_company_updated_idx" ON "study_plans" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "study_sub_plan_reviews_sub_plan_idx" ON "study_sub_plan_reviews" USING btree ("sub_plan_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "study_sub_plans_plan_department_uq" ON "study_sub_plans" USING btree ("plan_id","department_id");--> statement-breakpoint
CREATE INDEX "study_sub_plans_company_department_idx" ON "study_sub_plans" USING btree ("company_id","department_id","status");--> statement-breakpoint
CREATE INDEX "study_sub_plans_managers_idx" ON "study_sub_plans" USING gin ("manager_ids");