CREATE TABLE "audit_receipt_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	"approver_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"approver_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"decision" integer DEFAULT 0 NOT NULL,
	"approver_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" integer NOT NULL,
	"template_id" integer,
	"resource_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"current_node" integer DEFAULT 1 NOT NULL,
	"node_count" integer NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_template_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	"approver_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"approver_roles" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" integer NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_receipt_nodes" ADD CONSTRAINT "audit_receipt_nodes_receipt_id_audit_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."audit_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_receipt_nodes" ADD CONSTRAINT "audit_receipt_nodes_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_receipts" ADD CONSTRAINT "audit_receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_receipts" ADD CONSTRAINT "audit_receipts_template_id_audit_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."audit_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_receipts" ADD CONSTRAINT "audit_receipts_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_template_nodes" ADD CONSTRAINT "audit_template_nodes_template_id_audit_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."audit_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_templates" ADD CONSTRAINT "audit_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_receipt_nodes_seq_uq" ON "audit_receipt_nodes" USING btree ("receipt_id","seq");--> statement-breakpoint
CREATE INDEX "audit_receipt_nodes_users_idx" ON "audit_receipt_nodes" USING gin ("approver_user_ids");--> statement-breakpoint
CREATE INDEX "audit_receipt_nodes_roles_idx" ON "audit_receipt_nodes" USING gin ("approver_roles");--> statement-breakpoint
CREATE INDEX "audit_receipts_applicant_idx" ON "audit_receipts" USING btree ("applicant_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_receipts_reviewing_idx" ON "audit_receipts" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "audit_receipts_template_idx" ON "audit_receipts" USING btree ("template_id","status");--> statement-breakpoint
CREATE INDEX "audit_receipts_resource_idx" ON "audit_receipts" USING btree ("type","resource_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_template_nodes_seq_uq" ON "audit_template_nodes" USING btree ("template_id","seq");--> statement-breakpoint
CREATE INDEX "audit_templates_company_idx" ON "audit_templates" USING btree ("company_id","type","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_templates_active_uq" ON "audit_templates" USING btree ("company_id","type") WHERE "audit_templates"."enabled";--> statement-breakpoint
CREATE UNIQUE INDEX "personnel_submissions_reviewing_uq" ON "personnel_submissions" USING btree ("user_id") WHERE "personnel_submissions"."status" = 1;