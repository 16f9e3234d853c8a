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
CREATE INDEX "face_attendance_user_idx" ON "face_attendance" USING btree ("user_id","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "face_audience_uq" ON "face_audience" USING btree ("session_id","kind","ref");--> statement-breakpoint
CREATE INDEX "face_audience_kind_ref_idx" ON "face_audience" USING btree ("kind","ref");--> statement-breakpoint
CREATE INDEX "face_corrections_session_user_idx" ON "face_corrections" USING btree ("session_id","user_id","id");--> statement-breakpoint
CREATE INDEX "face_evaluations_session_created_idx" ON "face_evaluations" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "face_leaves_session_status_idx" ON "face_leaves" USING btree ("session_id","status","id");--> statement-breakpoint
CREATE INDEX "face_leaves_user_session_idx" ON "face_leaves" USING btree ("user_id","session_id","id");--> statement-breakpoint
CREATE INDEX "face_managers_user_idx" ON "face_managers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "face_sessions_company_start_idx" ON "face_sessions" USING btree ("company_id","start_at","id");--> statement-breakpoint
CREATE INDEX "face_sessions_company_updated_idx" ON "face_sessions" USING btree ("company_id","updated_at","id");