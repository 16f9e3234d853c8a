CREATE TABLE "certificate_template_sources" (
	"template_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "certificate_template_sources_template_id_kind_item_id_pk" PRIMARY KEY("template_id","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "certificate_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"page" text DEFAULT 'a4Landscape' NOT NULL,
	"background_file_id" integer,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"validity_months" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"source_kind" text,
	"source_item_id" integer DEFAULT 0 NOT NULL,
	"source_title" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"number" text NOT NULL,
	"code" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"status" text DEFAULT 'valid' NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"revoke_reason" text DEFAULT '' NOT NULL,
	"issued_by" integer,
	"pdf_key" text
);
--> statement-breakpoint
ALTER TABLE "certificate_template_sources" ADD CONSTRAINT "certificate_template_sources_template_id_certificate_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."certificate_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_background_file_id_stored_files_id_fk" FOREIGN KEY ("background_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_template_id_certificate_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."certificate_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_template_sources_item_idx" ON "certificate_template_sources" USING btree ("kind","item_id");--> statement-breakpoint
CREATE INDEX "certificate_templates_company_updated_idx" ON "certificate_templates" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_uq" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_number_uq" ON "certificates" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_source_uq" ON "certificates" USING btree ("template_id","user_id","source_kind","source_item_id") WHERE "certificates"."source_kind" is not null;--> statement-breakpoint
CREATE INDEX "certificates_user_issued_idx" ON "certificates" USING btree ("user_id","issued_at","id");--> statement-breakpoint
CREATE INDEX "certificates_user_expires_idx" ON "certificates" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "certificates_company_issued_idx" ON "certificates" USING btree ("company_id","issued_at","id");--> statement-breakpoint
CREATE INDEX "certificates_template_idx" ON "certificates" USING btree ("template_id","user_id");