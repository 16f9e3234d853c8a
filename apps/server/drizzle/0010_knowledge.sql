CREATE TABLE "knowledge_audience" (
	"item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"path" text DEFAULT '/' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"category_id" integer,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"file_id" integer,
	"cover" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"secrecy_level" integer DEFAULT 50 NOT NULL,
	"visibility" text DEFAULT 'all' NOT NULL,
	"allow_download" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"item_type" integer NOT NULL,
	"item_id" integer NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"produced" boolean DEFAULT false NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"watermarked" boolean DEFAULT false NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_pinned_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"word" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_audience" ADD CONSTRAINT "knowledge_audience_item_id_knowledge_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."knowledge_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_categories" ADD CONSTRAINT "knowledge_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_categories" ADD CONSTRAINT "knowledge_categories_parent_id_knowledge_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."knowledge_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_items" ADD CONSTRAINT "knowledge_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_items" ADD CONSTRAINT "knowledge_items_category_id_knowledge_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."knowledge_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_items" ADD CONSTRAINT "knowledge_items_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_records" ADD CONSTRAINT "download_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_records" ADD CONSTRAINT "download_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_log" ADD CONSTRAINT "search_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_pinned_words" ADD CONSTRAINT "search_pinned_words_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_audience_uq" ON "knowledge_audience" USING btree ("item_id","kind","ref");--> statement-breakpoint
CREATE INDEX "knowledge_audience_kind_ref_idx" ON "knowledge_audience" USING btree ("kind","ref");--> statement-breakpoint
CREATE INDEX "knowledge_categories_company_parent_idx" ON "knowledge_categories" USING btree ("company_id","parent_id","sort");--> statement-breakpoint
CREATE INDEX "knowledge_categories_path_idx" ON "knowledge_categories" USING btree ("company_id","path");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_categories_sibling_name_uq" ON "knowledge_categories" USING btree ("company_id",coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "knowledge_items_company_status_published_idx" ON "knowledge_items" USING btree ("company_id","status","published_at","id");--> statement-breakpoint
CREATE INDEX "knowledge_items_company_status_views_idx" ON "knowledge_items" USING btree ("company_id","status","view_count","id");--> statement-breakpoint
CREATE INDEX "knowledge_items_company_category_idx" ON "knowledge_items" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE INDEX "knowledge_items_company_updated_idx" ON "knowledge_items" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "knowledge_items_file_idx" ON "knowledge_items" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "download_records_user_created_idx" ON "download_records" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "download_records_expires_idx" ON "download_records" USING btree ("produced","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "download_records_token_uq" ON "download_records" USING btree ("token");--> statement-breakpoint
CREATE INDEX "search_log_company_created_idx" ON "search_log" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "search_pinned_words_company_word_uq" ON "search_pinned_words" USING btree ("company_id","word");--> statement-breakpoint
CREATE INDEX "banners_company_sort_idx" ON "banners" USING btree ("company_id","sort","id");