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
ALTER TABLE "signup_departments" ADD CONSTRAINT "signup_departments_signup_id_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."signups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_records" ADD CONSTRAINT "signup_records_signup_id_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."signups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_records" ADD CONSTRAINT "signup_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_records" ADD CONSTRAINT "signup_records_room_id_signup_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."signup_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_room_links" ADD CONSTRAINT "signup_room_links_signup_id_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."signups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_room_links" ADD CONSTRAINT "signup_room_links_room_id_signup_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."signup_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_rooms" ADD CONSTRAINT "signup_rooms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signup_records_holding_uq" ON "signup_records" USING btree ("signup_id","user_id") WHERE "signup_records"."state" in ('reviewing', 'enrolled');--> statement-breakpoint
CREATE INDEX "signup_records_signup_state_idx" ON "signup_records" USING btree ("signup_id","state","id");--> statement-breakpoint
CREATE INDEX "signup_records_user_idx" ON "signup_records" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "signup_records_room_slot_idx" ON "signup_records" USING btree ("room_id","slot_start","slot_end");--> statement-breakpoint
CREATE INDEX "signup_rooms_company_idx" ON "signup_rooms" USING btree ("company_id","deleted","id");--> statement-breakpoint
CREATE INDEX "signups_company_status_end_idx" ON "signups" USING btree ("company_id","status","end_at","id");--> statement-breakpoint
CREATE INDEX "signups_company_updated_idx" ON "signups" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "signups_target_idx" ON "signups" USING btree ("company_id","target_type","target_id");