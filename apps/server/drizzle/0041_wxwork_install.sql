CREATE TABLE "wxwork_installs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"corp_id" text NOT NULL,
	"corp_name" text DEFAULT '' NOT NULL,
	"agent_id" text DEFAULT '' NOT NULL,
	"permanent_code" text NOT NULL,
	"installed_by" text DEFAULT '' NOT NULL,
	"created_company" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wxwork_installs" ADD CONSTRAINT "wxwork_installs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wxwork_installs_corp_uq" ON "wxwork_installs" USING btree ("corp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wxwork_installs_company_uq" ON "wxwork_installs" USING btree ("company_id");