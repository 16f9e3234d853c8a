CREATE TABLE "learning_course_progress" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"state" text DEFAULT 'studying' NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"signup" text DEFAULT 'none' NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"last_studied_at" timestamp with time zone,
	CONSTRAINT "learning_course_progress_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "learning_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"rule" text NOT NULL,
	"item_type" integer NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_plays" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"play_id" text NOT NULL,
	"course_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"last_beat_at" timestamp with time zone NOT NULL,
	"closed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_resource_progress" (
	"user_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"state" text DEFAULT 'studying' NOT NULL,
	"studied_seconds" integer DEFAULT 0 NOT NULL,
	"position" numeric(10, 2) DEFAULT 0 NOT NULL,
	"furthest" numeric(10, 2) DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_resource_progress_user_id_resource_id_pk" PRIMARY KEY("user_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "learning_scorm" (
	"user_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"cmi" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_scorm_user_id_resource_id_pk" PRIMARY KEY("user_id","resource_id")
);
--> statement-breakpoint
ALTER TABLE "learning_course_progress" ADD CONSTRAINT "learning_course_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_ledger" ADD CONSTRAINT "learning_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_ledger" ADD CONSTRAINT "learning_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_plays" ADD CONSTRAINT "learning_plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_resource_progress" ADD CONSTRAINT "learning_resource_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_scorm" ADD CONSTRAINT "learning_scorm_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_course_progress_user_state_last_idx" ON "learning_course_progress" USING btree ("user_id","state","last_studied_at");--> statement-breakpoint
CREATE INDEX "learning_course_progress_user_last_idx" ON "learning_course_progress" USING btree ("user_id","last_studied_at");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_ledger_once_uq" ON "learning_ledger" USING btree ("user_id","kind","rule","item_type","item_id");--> statement-breakpoint
CREATE INDEX "learning_ledger_user_kind_created_idx" ON "learning_ledger" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "learning_ledger_company_kind_created_idx" ON "learning_ledger" USING btree ("company_id","kind","created_at","user_id","amount");--> statement-breakpoint
CREATE INDEX "learning_resource_progress_user_course_idx" ON "learning_resource_progress" USING btree ("user_id","course_id");