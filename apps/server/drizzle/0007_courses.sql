CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"mime" text DEFAULT 'application/octet-stream' NOT NULL,
	"ext" text NOT NULL,
	"kind" text NOT NULL,
	"conversion_state" text DEFAULT 'none' NOT NULL,
	"conversion_error" text,
	"pdf_key" text,
	"package_root" text,
	"package_entry" text,
	"scorm_version" text,
	"duration_seconds" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_audience" (
	"course_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"path" text DEFAULT '/' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"title" text NOT NULL,
	"type" integer NOT NULL,
	"compulsory" boolean DEFAULT true NOT NULL,
	"min_seconds" integer DEFAULT 0 NOT NULL,
	"duration_seconds" integer,
	"file_id" integer,
	"content" text,
	"url" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"category_path" text DEFAULT '/' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lecturer_id" integer,
	"lecturer_name" text DEFAULT '' NOT NULL,
	"credits" numeric(8, 2) DEFAULT 0 NOT NULL,
	"study_hours" numeric(8, 2) DEFAULT 0 NOT NULL,
	"learn_in_sequence" boolean DEFAULT false NOT NULL,
	"forbid_seek" boolean DEFAULT false NOT NULL,
	"completion_rule" text DEFAULT 'compulsory' NOT NULL,
	"secrecy_level" integer DEFAULT 50 NOT NULL,
	"visibility" text DEFAULT 'all' NOT NULL,
	"prerequisite_id" integer,
	"requires_signup" boolean DEFAULT false NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"learner_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_audience" ADD CONSTRAINT "course_audience_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_categories" ADD CONSTRAINT "course_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_categories" ADD CONSTRAINT "course_categories_parent_id_course_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."course_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_chapters" ADD CONSTRAINT "course_chapters_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_resources" ADD CONSTRAINT "course_resources_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_resources" ADD CONSTRAINT "course_resources_chapter_id_course_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."course_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_resources" ADD CONSTRAINT "course_resources_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_id_course_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."course_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_prerequisite_id_courses_id_fk" FOREIGN KEY ("prerequisite_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_company_created_idx" ON "stored_files" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "course_audience_uq" ON "course_audience" USING btree ("course_id","kind","ref");--> statement-breakpoint
CREATE INDEX "course_audience_kind_ref_idx" ON "course_audience" USING btree ("kind","ref");--> statement-breakpoint
CREATE INDEX "course_categories_company_parent_idx" ON "course_categories" USING btree ("company_id","parent_id","sort");--> statement-breakpoint
CREATE INDEX "course_categories_path_idx" ON "course_categories" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "course_categories_sibling_name_uq" ON "course_categories" USING btree ("company_id",coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "course_chapters_course_sort_idx" ON "course_chapters" USING btree ("course_id","sort","id");--> statement-breakpoint
CREATE INDEX "course_resources_course_sort_idx" ON "course_resources" USING btree ("course_id","chapter_id","sort","id");--> statement-breakpoint
CREATE INDEX "course_resources_file_idx" ON "course_resources" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "courses_company_status_published_idx" ON "courses" USING btree ("company_id","status","published_at","id");--> statement-breakpoint
CREATE INDEX "courses_company_status_learners_idx" ON "courses" USING btree ("company_id","status","learner_count","id");--> statement-breakpoint
CREATE INDEX "courses_company_category_path_idx" ON "courses" USING btree ("company_id","category_path");--> statement-breakpoint
CREATE INDEX "courses_company_created_idx" ON "courses" USING btree ("company_id","created_at","id");