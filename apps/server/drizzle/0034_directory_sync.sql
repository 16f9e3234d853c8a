CREATE TABLE "directory_departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"suite" text NOT NULL,
	"external_id" text NOT NULL,
	"department_id" integer NOT NULL,
	"digest" text NOT NULL,
	"seen_cycle" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"kind" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"suite" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"phase" text DEFAULT 'departments' NOT NULL,
	"cursor" text DEFAULT '' NOT NULL,
	"cycle" integer DEFAULT 0 NOT NULL,
	"resumed_from" integer,
	"departments_created" integer DEFAULT 0 NOT NULL,
	"departments_updated" integer DEFAULT 0 NOT NULL,
	"users_created" integer DEFAULT 0 NOT NULL,
	"users_updated" integer DEFAULT 0 NOT NULL,
	"users_disabled" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"locked_by" text,
	"lease_until" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "directory_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"suite" text NOT NULL,
	"external_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"digest" text NOT NULL,
	"seen_cycle" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "directory_departments" ADD CONSTRAINT "directory_departments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_departments" ADD CONSTRAINT "directory_departments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_failures" ADD CONSTRAINT "directory_failures_run_id_directory_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."directory_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_runs" ADD CONSTRAINT "directory_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_runs" ADD CONSTRAINT "directory_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_users" ADD CONSTRAINT "directory_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_users" ADD CONSTRAINT "directory_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "directory_departments_external_uq" ON "directory_departments" USING btree ("company_id","suite","external_id");--> statement-breakpoint
CREATE INDEX "directory_departments_department_idx" ON "directory_departments" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "directory_departments_seen_idx" ON "directory_departments" USING btree ("company_id","suite","seen_cycle","external_id");--> statement-breakpoint
CREATE INDEX "directory_failures_run_idx" ON "directory_failures" USING btree ("run_id","id");--> statement-breakpoint
CREATE INDEX "directory_runs_company_suite_idx" ON "directory_runs" USING btree ("company_id","suite","id");--> statement-breakpoint
CREATE INDEX "directory_runs_company_idx" ON "directory_runs" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "directory_runs_claim_idx" ON "directory_runs" USING btree ("state","lease_until");--> statement-breakpoint
CREATE UNIQUE INDEX "directory_runs_one_active_uq" ON "directory_runs" USING btree ("company_id","suite") WHERE "directory_runs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "directory_users_external_uq" ON "directory_users" USING btree ("company_id","suite","external_id");--> statement-breakpoint
CREATE INDEX "directory_users_user_idx" ON "directory_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "directory_users_seen_idx" ON "directory_users" USING btree ("company_id","suite","seen_cycle");