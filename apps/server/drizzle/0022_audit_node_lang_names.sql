ALTER TABLE "audit_receipt_nodes" ADD COLUMN "lang_names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_template_nodes" ADD COLUMN "lang_names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The demo company's seeded step (a name the product made) in every language.
UPDATE "audit_template_nodes" SET "lang_names" = '{"zh_CN":"管理员审核","zh_TW":"管理員審核","en_US":"Administrator review"}'::jsonb WHERE "name" = '管理员审核' AND "lang_names" = '{}'::jsonb;--> statement-breakpoint
UPDATE "audit_receipt_nodes" SET "lang_names" = '{"zh_CN":"管理员审核","zh_TW":"管理員審核","en_US":"Administrator review"}'::jsonb WHERE "name" = '管理员审核' AND "lang_names" = '{}'::jsonb;
