CREATE TABLE "sso_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text DEFAULT '' NOT NULL,
	"scopes" text DEFAULT 'openid profile email' NOT NULL,
	"link_by" text DEFAULT 'account' NOT NULL,
	"link_claim" text DEFAULT 'preferred_username' NOT NULL,
	"create_department_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_links" ADD CONSTRAINT "sso_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_links" ADD CONSTRAINT "sso_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD CONSTRAINT "sso_providers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD CONSTRAINT "sso_providers_create_department_id_departments_id_fk" FOREIGN KEY ("create_department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_links_subject_uq" ON "sso_links" USING btree ("company_id","kind","issuer","subject");--> statement-breakpoint
CREATE INDEX "sso_links_user_idx" ON "sso_links" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_providers_company_kind_uq" ON "sso_providers" USING btree ("company_id","kind");--> statement-breakpoint
CREATE INDEX "users_company_email_idx" ON "users" USING btree ("company_id",lower("email")) WHERE "users"."email" <> '';