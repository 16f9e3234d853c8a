CREATE TABLE "sms_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"provider" text NOT NULL,
	"access_key_id" text DEFAULT '' NOT NULL,
	"access_key_secret" text DEFAULT '' NOT NULL,
	"sign_name" text DEFAULT '' NOT NULL,
	"login_template" text DEFAULT '' NOT NULL,
	"reset_template" text DEFAULT '' NOT NULL,
	"sdk_app_id" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"base_url" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_settings" ADD CONSTRAINT "sms_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;