CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"customer_code" text DEFAULT '' NOT NULL,
	"custom_mobile_domain" text DEFAULT '' NOT NULL,
	"use_oidc" integer DEFAULT 0 NOT NULL,
	"logo1" text DEFAULT '' NOT NULL,
	"logo2" text DEFAULT '' NOT NULL,
	"theme" text DEFAULT '' NOT NULL,
	"languages" text DEFAULT 'zh_CN,zh_TW,en_US' NOT NULL,
	"use_strong_pass" integer DEFAULT 1 NOT NULL,
	"pass_expire" integer DEFAULT 0 NOT NULL,
	"use_changepassword" integer DEFAULT 1 NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"corp_id" text DEFAULT '' NOT NULL,
	"platform" text DEFAULT 'web' NOT NULL,
	"agent_id" text DEFAULT '' NOT NULL,
	"mobile_domain" text DEFAULT '' NOT NULL,
	"mobile_module" text DEFAULT '' NOT NULL,
	"is_information" integer DEFAULT 0 NOT NULL,
	"is_open_download_watermark" integer DEFAULT 0 NOT NULL,
	"pc_home_type" integer DEFAULT 1 NOT NULL,
	"use_new_window" integer DEFAULT 0 NOT NULL,
	"is_open_ai_robot" integer DEFAULT 2 NOT NULL,
	"use_qa" integer DEFAULT 0 NOT NULL,
	"is_feedback" integer DEFAULT 0 NOT NULL,
	"study_copyright" text DEFAULT '' NOT NULL,
	"icp_no" text DEFAULT '' NOT NULL,
	"nc_no" text DEFAULT '' NOT NULL,
	"study_track" integer DEFAULT 0 NOT NULL,
	"single_session" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"website_id" integer,
	"menu_code" text NOT NULL,
	"menu_name" text NOT NULL,
	"lang_names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"checked" boolean DEFAULT true NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"resource_id" integer,
	"label_id" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "websites" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"platform_name" text NOT NULL,
	"domain" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"path" text DEFAULT '/' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account" text NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_password" boolean DEFAULT true NOT NULL,
	"real_name" text DEFAULT '' NOT NULL,
	"portrait" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"sex" integer DEFAULT 0 NOT NULL,
	"birthday" text DEFAULT '' NOT NULL,
	"motto" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"department_id" integer,
	"secrecy_level" integer DEFAULT 50 NOT NULL,
	"is_teacher" integer DEFAULT 4 NOT NULL,
	"is_external" boolean DEFAULT false NOT NULL,
	"needs_information" boolean DEFAULT false NOT NULL,
	"lang" text DEFAULT 'zh-CN' NOT NULL,
	"last_website_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"user_id" integer,
	"success" boolean NOT NULL,
	"reason" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"account" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_throttles_account_pk" PRIMARY KEY("account")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"public_pem" text NOT NULL,
	"private_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_reason" text,
	"revoked_at" timestamp with time zone,
	"kind" text DEFAULT 'study' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'system' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personnel_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"lang_names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"default_field" integer NOT NULL,
	"type" integer NOT NULL,
	"field_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"len" integer DEFAULT 0 NOT NULL,
	"is_check" integer DEFAULT 0 NOT NULL,
	"is_select_child" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personnel_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"status" integer NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personnel_values" (
	"user_id" integer NOT NULL,
	"field_key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personnel_values_user_id_field_key_pk" PRIMARY KEY("user_id","field_key")
);
--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_parent_id_departments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_last_website_id_websites_id_fk" FOREIGN KEY ("last_website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_fields" ADD CONSTRAINT "personnel_fields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_submissions" ADD CONSTRAINT "personnel_submissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_submissions" ADD CONSTRAINT "personnel_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_submissions" ADD CONSTRAINT "personnel_submissions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_values" ADD CONSTRAINT "personnel_values_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menus_company_sort_idx" ON "menus" USING btree ("company_id","website_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_company_site_code_uq" ON "menus" USING btree ("company_id","website_id","menu_code");--> statement-breakpoint
CREATE INDEX "websites_company_idx" ON "websites" USING btree ("company_id","sort");--> statement-breakpoint
CREATE INDEX "websites_domain_idx" ON "websites" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "departments_company_parent_idx" ON "departments" USING btree ("company_id","parent_id","sort");--> statement-breakpoint
CREATE INDEX "departments_path_idx" ON "departments" USING btree ("path");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_uq" ON "users" USING btree (lower("account"));--> statement-breakpoint
CREATE INDEX "users_company_department_idx" ON "users" USING btree ("company_id","department_id");--> statement-breakpoint
CREATE INDEX "login_attempts_account_idx" ON "login_attempts" USING btree ("account","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_token_uq" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id","revoked_at");--> statement-breakpoint
CREATE INDEX "messages_user_unread_idx" ON "messages" USING btree ("user_id","is_read") WHERE "messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "messages_user_created_idx" ON "messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "personnel_fields_company_key_uq" ON "personnel_fields" USING btree ("company_id","key");--> statement-breakpoint
CREATE INDEX "personnel_fields_sort_idx" ON "personnel_fields" USING btree ("company_id","sort");--> statement-breakpoint
CREATE INDEX "personnel_submissions_user_idx" ON "personnel_submissions" USING btree ("user_id","created_at");