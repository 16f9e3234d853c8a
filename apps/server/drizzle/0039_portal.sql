ALTER TABLE "companies" ADD COLUMN "portal_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "portal_intro" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "portal_image" text DEFAULT '' NOT NULL;