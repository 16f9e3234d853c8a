ALTER TABLE "comments" ADD COLUMN "reply_to_id" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "reply_to_user_id" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_reply_to_id_comments_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_reply_to_user_created_idx" ON "comments" USING btree ("reply_to_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "comments_reply_to_idx" ON "comments" USING btree ("reply_to_id");