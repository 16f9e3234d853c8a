ALTER TABLE "face_attendance" RENAME TO "in_person_attendance";
--> statement-breakpoint
ALTER TABLE "face_audience" RENAME TO "in_person_audience";
--> statement-breakpoint
ALTER TABLE "face_corrections" RENAME TO "in_person_corrections";
--> statement-breakpoint
ALTER TABLE "face_evaluations" RENAME TO "in_person_evaluations";
--> statement-breakpoint
ALTER TABLE "face_leaves" RENAME TO "in_person_leaves";
--> statement-breakpoint
ALTER TABLE "face_managers" RENAME TO "in_person_managers";
--> statement-breakpoint
ALTER TABLE "face_sessions" RENAME TO "in_person_sessions";
--> statement-breakpoint
ALTER INDEX "face_attendance_user_idx" RENAME TO "in_person_attendance_user_idx";
--> statement-breakpoint
ALTER TABLE "in_person_attendance" RENAME CONSTRAINT "face_attendance_session_id_face_sessions_id_fk" TO "in_person_attendance_session_id_in_person_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "in_person_attendance" RENAME CONSTRAINT "face_attendance_user_id_users_id_fk" TO "in_person_attendance_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "in_person_attendance" RENAME CONSTRAINT "face_attendance_session_id_user_id_pk" TO "in_person_attendance_session_id_user_id_pk";
--> statement-breakpoint
ALTER INDEX "face_audience_uq" RENAME TO "in_person_audience_uq";
--> statement-breakpoint
ALTER INDEX "face_audience_kind_ref_idx" RENAME TO "in_person_audience_kind_ref_idx";
--> statement-breakpoint
ALTER TABLE "in_person_audience" RENAME CONSTRAINT "face_audience_session_id_face_sessions_id_fk" TO "in_person_audience_session_id_in_person_sessions_id_fk";
--> statement-breakpoint
ALTER SEQUENCE "face_corrections_id_seq" RENAME TO "in_person_corrections_id_seq";
--> statement-breakpoint
ALTER INDEX "face_corrections_pkey" RENAME TO "in_person_corrections_pkey";
--> statement-breakpoint
ALTER INDEX "face_corrections_session_user_idx" RENAME TO "in_person_corrections_session_user_idx";
--> statement-breakpoint
ALTER TABLE "in_person_corrections" RENAME CONSTRAINT "face_corrections_session_id_face_sessions_id_fk" TO "in_person_corrections_session_id_in_person_sessions_id_fk";
--> statement-breakpoint
ALTER INDEX "face_evaluations_session_created_idx" RENAME TO "in_person_evaluations_session_created_idx";
--> statement-breakpoint
ALTER TABLE "in_person_evaluations" RENAME CONSTRAINT "face_evaluations_session_id_face_sessions_id_fk" TO "in_person_evaluations_session_id_in_person_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "in_person_evaluations" RENAME CONSTRAINT "face_evaluations_user_id_users_id_fk" TO "in_person_evaluations_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "in_person_evaluations" RENAME CONSTRAINT "face_evaluations_session_id_user_id_pk" TO "in_person_evaluations_session_id_user_id_pk";
--> statement-breakpoint
ALTER SEQUENCE "face_leaves_id_seq" RENAME TO "in_person_leaves_id_seq";
--> statement-breakpoint
ALTER INDEX "face_leaves_pkey" RENAME TO "in_person_leaves_pkey";
--> statement-breakpoint
ALTER INDEX "face_leaves_session_status_idx" RENAME TO "in_person_leaves_session_status_idx";
--> statement-breakpoint
ALTER INDEX "face_leaves_user_session_idx" RENAME TO "in_person_leaves_user_session_idx";
--> statement-breakpoint
ALTER TABLE "in_person_leaves" RENAME CONSTRAINT "face_leaves_session_id_face_sessions_id_fk" TO "in_person_leaves_session_id_in_person_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "in_person_leaves" RENAME CONSTRAINT "face_leaves_user_id_users_id_fk" TO "in_person_leaves_user_id_users_id_fk";
--> statement-breakpoint
ALTER INDEX "face_managers_user_idx" RENAME TO "in_person_managers_user_idx";
--> statement-breakpoint
ALTER TABLE "in_person_managers" RENAME CONSTRAINT "face_managers_session_id_face_sessions_id_fk" TO "in_person_managers_session_id_in_person_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "in_person_managers" RENAME CONSTRAINT "face_managers_user_id_users_id_fk" TO "in_person_managers_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "in_person_managers" RENAME CONSTRAINT "face_managers_session_id_user_id_pk" TO "in_person_managers_session_id_user_id_pk";
--> statement-breakpoint
ALTER SEQUENCE "face_sessions_id_seq" RENAME TO "in_person_sessions_id_seq";
--> statement-breakpoint
ALTER INDEX "face_sessions_pkey" RENAME TO "in_person_sessions_pkey";
--> statement-breakpoint
ALTER INDEX "face_sessions_company_start_idx" RENAME TO "in_person_sessions_company_start_idx";
--> statement-breakpoint
ALTER INDEX "face_sessions_company_updated_idx" RENAME TO "in_person_sessions_company_updated_idx";
--> statement-breakpoint
ALTER TABLE "in_person_sessions" RENAME CONSTRAINT "face_sessions_company_id_companies_id_fk" TO "in_person_sessions_company_id_companies_id_fk";
