CREATE TABLE "score_name_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"config_key" text NOT NULL,
	"config_value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "menus_company_site_code_uq";--> statement-breakpoint
DROP INDEX "websites_domain_idx";--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "custom" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "score_name_configs" ADD CONSTRAINT "score_name_configs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "score_name_configs_company_key_uq" ON "score_name_configs" USING btree ("company_id","config_key");--> statement-breakpoint
CREATE UNIQUE INDEX "websites_domain_uq" ON "websites" USING btree ("domain") WHERE "websites"."domain" <> '';--> statement-breakpoint
CREATE INDEX "users_last_website_idx" ON "users" USING btree ("last_website_id");--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_company_site_code_uq" UNIQUE NULLS NOT DISTINCT("company_id","website_id","menu_code");