ALTER TABLE "sso_providers" ADD COLUMN "token_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD COLUMN "userinfo_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD COLUMN "subject_field" text DEFAULT '' NOT NULL;