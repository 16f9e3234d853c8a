DROP INDEX "user_roles_role_idx";--> statement-breakpoint
CREATE INDEX "user_roles_role_user_idx" ON "user_roles" USING btree ("role","user_id");--> statement-breakpoint
CREATE INDEX "users_company_status_idx" ON "users" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "users_company_secrecy_idx" ON "users" USING btree ("company_id","secrecy_level");--> statement-breakpoint
CREATE INDEX "users_company_created_idx" ON "users" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "users_company_account_idx" ON "users" USING btree ("company_id","account");--> statement-breakpoint
CREATE INDEX "users_company_real_name_idx" ON "users" USING btree ("company_id","real_name");