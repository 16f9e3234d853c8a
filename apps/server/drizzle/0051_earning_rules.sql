CREATE TABLE "earning_rules" (
	"company_id" integer NOT NULL,
	"action" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(10, 2),
	"cycle" text NOT NULL,
	"daily_limit" numeric(10, 2),
	"bonus" numeric(10, 2) DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earning_rules_company_id_action_kind_pk" PRIMARY KEY("company_id","action","kind")
);
--> statement-breakpoint
DROP INDEX "learning_ledger_once_uq";--> statement-breakpoint
ALTER TABLE "learning_ledger" ADD COLUMN "earn_key" text;--> statement-breakpoint
-- Rows written before earning rules were each once per item: their key says so.
UPDATE "learning_ledger" SET "earn_key" = 'item:' || "item_type" || ':' || "item_id";--> statement-breakpoint
ALTER TABLE "learning_ledger" ALTER COLUMN "earn_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "earning_rules" ADD CONSTRAINT "earning_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_ledger_earn_uq" ON "learning_ledger" USING btree ("user_id","kind","rule","earn_key");