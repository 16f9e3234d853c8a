ALTER TABLE "sso_providers" ADD COLUMN "corp_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD COLUMN "agent_id" text DEFAULT '' NOT NULL;