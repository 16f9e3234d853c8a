DROP INDEX "messages_announcement_idx";--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "state" text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_announcement_user_idx" ON "messages" USING btree ("announcement_id","user_id");