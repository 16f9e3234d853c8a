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
CREATE TABLE "signup_departments" (
	"signup_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	CONSTRAINT "signup_departments_signup_id_department_id_pk" PRIMARY KEY("signup_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "signup_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"signup_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state" text NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"room_id" integer,
	"slot_start" timestamp with time zone,
	"slot_end" timestamp with time zone,
	"attendees" integer DEFAULT 0 NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"audit_id" integer,
	"reject_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signup_room_links" (
	"signup_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	CONSTRAINT "signup_room_links_signup_id_room_id_pk" PRIMARY KEY("signup_id","room_id")
);
--> statement-breakpoint
CREATE TABLE "signup_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"place" text NOT NULL,
	"capacity" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"target_type" text,
	"target_id" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"activity_start_at" timestamp with time zone,
	"cancel_deadline" timestamp with time zone,
	"capacity" integer DEFAULT 0 NOT NULL,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "face_attendance" (
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"sign_in_at" timestamp with time zone,
	"sign_out_at" timestamp with time zone,
	"grade" double precision,
	"grade_comment" text DEFAULT '' NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "face_attendance_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "face_audience" (
	"session_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "face_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"reason" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "face_evaluations" (
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "face_evaluations_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "face_leaves" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"audit_id" integer,
	"reject_reason" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "face_managers" (
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "face_managers_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "face_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"lesson_hours" double precision NOT NULL,
	"address" text NOT NULL,
	"lecturer" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"material_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"secrecy_level" integer DEFAULT 50 NOT NULL,
	"visibility" text DEFAULT 'all' NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"sign_in_before_minutes" integer DEFAULT 30 NOT NULL,
	"sign_in_after_minutes" integer DEFAULT 30 NOT NULL,
	"late_after_minutes" integer DEFAULT 10 NOT NULL,
	"require_sign_out" boolean DEFAULT false NOT NULL,
	"sign_out_before_minutes" integer DEFAULT 30 NOT NULL,
	"sign_out_after_minutes" integer DEFAULT 30 NOT NULL,
	"grading" boolean DEFAULT false NOT NULL,
	"qr_secret" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_files" (
	"user_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idp_files_user_id_file_id_pk" PRIMARY KEY("user_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "idp_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"year" integer NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"supervisor_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer,
	"pass_percent" integer,
	"title" text DEFAULT '' NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_sub_plan_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_plan_id" integer NOT NULL,
	"action" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_sub_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"manager_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "certificate_template_sources" (
	"template_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "certificate_template_sources_template_id_kind_item_id_pk" PRIMARY KEY("template_id","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "certificate_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"page" text DEFAULT 'a4Landscape' NOT NULL,
	"background_file_id" integer,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"validity_months" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"source_kind" text,
	"source_item_id" integer DEFAULT 0 NOT NULL,
	"source_title" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"number" text NOT NULL,
	"code" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"status" text DEFAULT 'valid' NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"revoke_reason" text DEFAULT '' NOT NULL,
	"issued_by" integer,
	"pdf_key" text
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
ALTER TABLE "signup_departments" ADD CONSTRAINT "signup_departments_signup_id_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."signups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_records" ADD CONSTRAINT "signup_records_signup_id_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."signups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_records" ADD CONSTRAINT "signup_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_records" ADD CONSTRAINT "signup_records_room_id_signup_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."signup_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_room_links" ADD CONSTRAINT "signup_room_links_signup_id_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."signups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_room_links" ADD CONSTRAINT "signup_room_links_room_id_signup_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."signup_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_rooms" ADD CONSTRAINT "signup_rooms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_attendance" ADD CONSTRAINT "face_attendance_session_id_face_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."face_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_attendance" ADD CONSTRAINT "face_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_audience" ADD CONSTRAINT "face_audience_session_id_face_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."face_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_corrections" ADD CONSTRAINT "face_corrections_session_id_face_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."face_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_evaluations" ADD CONSTRAINT "face_evaluations_session_id_face_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."face_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_evaluations" ADD CONSTRAINT "face_evaluations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_leaves" ADD CONSTRAINT "face_leaves_session_id_face_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."face_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_leaves" ADD CONSTRAINT "face_leaves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_managers" ADD CONSTRAINT "face_managers_session_id_face_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."face_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_managers" ADD CONSTRAINT "face_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_sessions" ADD CONSTRAINT "face_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_files" ADD CONSTRAINT "idp_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_files" ADD CONSTRAINT "idp_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_plans" ADD CONSTRAINT "idp_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_plans" ADD CONSTRAINT "idp_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_plans" ADD CONSTRAINT "idp_plans_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_resources" ADD CONSTRAINT "idp_resources_plan_id_idp_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."idp_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sub_plan_reviews" ADD CONSTRAINT "study_sub_plan_reviews_sub_plan_id_study_sub_plans_id_fk" FOREIGN KEY ("sub_plan_id") REFERENCES "public"."study_sub_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sub_plan_reviews" ADD CONSTRAINT "study_sub_plan_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sub_plans" ADD CONSTRAINT "study_sub_plans_plan_id_study_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."study_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sub_plans" ADD CONSTRAINT "study_sub_plans_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sub_plans" ADD CONSTRAINT "study_sub_plans_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sub_plans" ADD CONSTRAINT "study_sub_plans_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_template_sources" ADD CONSTRAINT "certificate_template_sources_template_id_certificate_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."certificate_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_background_file_id_stored_files_id_fk" FOREIGN KEY ("background_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_template_id_certificate_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."certificate_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "programmes_company_kind_updated_idx" ON "programmes" USING btree ("company_id","kind","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "signup_records_holding_uq" ON "signup_records" USING btree ("signup_id","user_id") WHERE "signup_records"."state" in ('reviewing', 'enrolled');--> statement-breakpoint
CREATE INDEX "signup_records_signup_state_idx" ON "signup_records" USING btree ("signup_id","state","id");--> statement-breakpoint
CREATE INDEX "signup_records_user_idx" ON "signup_records" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "signup_records_room_slot_idx" ON "signup_records" USING btree ("room_id","slot_start","slot_end");--> statement-breakpoint
CREATE INDEX "signup_rooms_company_idx" ON "signup_rooms" USING btree ("company_id","deleted","id");--> statement-breakpoint
CREATE INDEX "signups_company_status_end_idx" ON "signups" USING btree ("company_id","status","end_at","id");--> statement-breakpoint
CREATE INDEX "signups_company_updated_idx" ON "signups" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "signups_target_idx" ON "signups" USING btree ("company_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "face_attendance_user_idx" ON "face_attendance" USING btree ("user_id","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "face_audience_uq" ON "face_audience" USING btree ("session_id","kind","ref");--> statement-breakpoint
CREATE INDEX "face_audience_kind_ref_idx" ON "face_audience" USING btree ("kind","ref");--> statement-breakpoint
CREATE INDEX "face_corrections_session_user_idx" ON "face_corrections" USING btree ("session_id","user_id","id");--> statement-breakpoint
CREATE INDEX "face_evaluations_session_created_idx" ON "face_evaluations" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "face_leaves_session_status_idx" ON "face_leaves" USING btree ("session_id","status","id");--> statement-breakpoint
CREATE INDEX "face_leaves_user_session_idx" ON "face_leaves" USING btree ("user_id","session_id","id");--> statement-breakpoint
CREATE INDEX "face_managers_user_idx" ON "face_managers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "face_sessions_company_start_idx" ON "face_sessions" USING btree ("company_id","start_at","id");--> statement-breakpoint
CREATE INDEX "face_sessions_company_updated_idx" ON "face_sessions" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "idp_plans_user_year_uq" ON "idp_plans" USING btree ("user_id","year");--> statement-breakpoint
CREATE INDEX "idp_plans_company_user_idx" ON "idp_plans" USING btree ("company_id","user_id","id");--> statement-breakpoint
CREATE INDEX "idp_plans_supervisor_status_idx" ON "idp_plans" USING btree ("company_id","supervisor_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "idp_resources_plan_sort_idx" ON "idp_resources" USING btree ("plan_id","sort");--> statement-breakpoint
CREATE INDEX "study_plans_company_updated_idx" ON "study_plans" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "study_sub_plan_reviews_sub_plan_idx" ON "study_sub_plan_reviews" USING btree ("sub_plan_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "study_sub_plans_plan_department_uq" ON "study_sub_plans" USING btree ("plan_id","department_id");--> statement-breakpoint
CREATE INDEX "study_sub_plans_company_department_idx" ON "study_sub_plans" USING btree ("company_id","department_id","status");--> statement-breakpoint
CREATE INDEX "study_sub_plans_managers_idx" ON "study_sub_plans" USING gin ("manager_ids");--> statement-breakpoint
CREATE INDEX "certificate_template_sources_item_idx" ON "certificate_template_sources" USING btree ("kind","item_id");--> statement-breakpoint
CREATE INDEX "certificate_templates_company_updated_idx" ON "certificate_templates" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_uq" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_number_uq" ON "certificates" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_source_uq" ON "certificates" USING btree ("template_id","user_id","source_kind","source_item_id") WHERE "certificates"."source_kind" is not null;--> statement-breakpoint
CREATE INDEX "certificates_user_issued_idx" ON "certificates" USING btree ("user_id","issued_at","id");--> statement-breakpoint
CREATE INDEX "certificates_user_expires_idx" ON "certificates" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "certificates_company_issued_idx" ON "certificates" USING btree ("company_id","issued_at","id");--> statement-breakpoint
CREATE INDEX "certificates_template_idx" ON "certificates" USING btree ("template_id","user_id");