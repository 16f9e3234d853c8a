-- The suite ids a company had entered in its sign-on settings move to its suite's settings
-- (sso_providers), switched off until the administrator adds the secret; then they leave companies.
INSERT INTO "sso_providers" ("company_id", "kind", "issuer", "client_id", "corp_id", "agent_id", "enabled")
SELECT "id",
  CASE "platform" WHEN '20' THEN 'weixin' WHEN '25' THEN 'wxwork' WHEN '26' THEN 'wxwork'
    WHEN '30' THEN 'dingtalk' WHEN '31' THEN 'dingtalk' ELSE 'feishu' END,
  '',
  CASE WHEN "platform" IN ('25', '26') THEN "agent_id" ELSE "app_id" END,
  "corp_id", "agent_id", false
FROM "companies"
WHERE "platform" IN ('20', '25', '26', '30', '31', '40', '41')
  AND ("app_id" <> '' OR "corp_id" <> '' OR "agent_id" <> '')
ON CONFLICT ("company_id", "kind") DO NOTHING;--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "app_id";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "corp_id";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "agent_id";
