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
CREATE INDEX "study_sub_plans_managers_idx" ON "study_sub_plans" USING gin ("manager_ids");