CREATE TABLE "programme_audience" (
	"programme_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programme_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"programme_id" integer NOT NULL,
	"stage_id" integer,
	"sort" integer NOT NULL,
	"item_type" integer NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"compulsory" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programme_members" (
	"programme_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"source" text NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'notStarted' NOT NULL,
	"percent" double precision DEFAULT 0 NOT NULL,
	"compulsory_done" integer DEFAULT 0 NOT NULL,
	"electives_done" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "programme_members_programme_id_user_id_pk" PRIMARY KEY("programme_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "programme_progress" (
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"programme_id" integer NOT NULL,
	"state" text NOT NULL,
	"passed" boolean,
	"score" double precision,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programme_progress_item_id_user_id_pk" PRIMARY KEY("item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "programme_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"programme_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programme_supervisors" (
	"programme_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "programme_supervisors_programme_id_user_id_pk" PRIMARY KEY("programme_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"task_type" integer NOT NULL,
	"name" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"status" text DEFAULT 'draft' NOT NULL,
	"order_mode" text DEFAULT 'free' NOT NULL,
	"by_signup" boolean DEFAULT false NOT NULL,
	"min_electives" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "programme_audience" ADD CONSTRAINT "programme_audience_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_items" ADD CONSTRAINT "programme_items_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_items" ADD CONSTRAINT "programme_items_stage_id_programme_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."programme_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_members" ADD CONSTRAINT "programme_members_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_members" ADD CONSTRAINT "programme_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_progress" ADD CONSTRAINT "programme_progress_item_id_programme_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."programme_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_progress" ADD CONSTRAINT "programme_progress_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_stages" ADD CONSTRAINT "programme_stages_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_supervisors" ADD CONSTRAINT "programme_supervisors_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_supervisors" ADD CONSTRAINT "programme_supervisors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "programme_audience_uq" ON "programme_audience" USING btree ("programme_id","kind","ref");--> statement-breakpoint
CREATE INDEX "programme_audience_kind_ref_idx" ON "programme_audience" USING btree ("kind","ref");--> statement-breakpoint
CREATE INDEX "programme_items_programme_sort_idx" ON "programme_items" USING btree ("programme_id","sort");--> statement-breakpoint
CREATE INDEX "programme_items_kind_ref_idx" ON "programme_items" USING btree ("kind","ref_id");--> statement-breakpoint
CREATE INDEX "programme_members_user_idx" ON "programme_members" USING btree ("user_id","programme_id");--> statement-breakpoint
CREATE INDEX "programme_members_programme_state_idx" ON "programme_members" USING btree ("programme_id","state");--> statement-breakpoint
CREATE INDEX "programme_progress_programme_user_idx" ON "programme_progress" USING btree ("programme_id","user_id");--> statement-breakpoint
CREATE INDEX "programme_stages_programme_sort_idx" ON "programme_stages" USING btree ("programme_id","sort");--> statement-breakpoint
CREATE INDEX "programme_supervisors_user_idx" ON "programme_supervisors" USING btree ("user_id","programme_id");--> statement-breakpoint
CREATE INDEX "programmes_company_kind_status_start_idx" ON "programmes" USING btree ("company_id","kind","status","start_at","id");--> statement-breakpoint
CREATE INDEX "programmes_company_kind_updated_idx" ON "programmes" USING btree ("company_id","kind","updated_at","id");