CREATE TABLE "operation_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_account" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operation_logs" ADD CONSTRAINT "operation_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operation_logs_company_created_idx" ON "operation_logs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "operation_logs_company_entity_idx" ON "operation_logs" USING btree ("company_id","entity","created_at");--> statement-breakpoint
CREATE INDEX "operation_logs_company_actor_idx" ON "operation_logs" USING btree ("company_id","actor_id","created_at");