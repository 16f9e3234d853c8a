CREATE TABLE "positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "majors" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"path" text DEFAULT '/' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name_zh_cn" text NOT NULL,
	"name_zh_tw" text NOT NULL,
	"name_en_us" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_zh_tw" text NOT NULL,
	"name_en_us" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "majors" ADD CONSTRAINT "majors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "majors" ADD CONSTRAINT "majors_parent_id_majors_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."majors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_parent_id_areas_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "positions_company_sort_idx" ON "positions" USING btree ("company_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_company_name_uq" ON "positions" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "positions_company_code_uq" ON "positions" USING btree ("company_id",lower("code")) WHERE "positions"."code" <> '';--> statement-breakpoint
CREATE INDEX "majors_company_parent_idx" ON "majors" USING btree ("company_id","parent_id","sort");--> statement-breakpoint
CREATE INDEX "majors_path_idx" ON "majors" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "majors_sibling_name_uq" ON "majors" USING btree ("company_id",coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "areas_parent_sort_idx" ON "areas" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code_uq" ON "countries" USING btree ("code");--> statement-breakpoint
CREATE INDEX "countries_sort_idx" ON "countries" USING btree ("sort");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_sibling_name_uq" ON "departments" USING btree ("company_id",coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "users_company_position_idx" ON "users" USING btree ("company_id","position");