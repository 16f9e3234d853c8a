// Every table, gathered for Drizzle's client and drizzle-kit. Each table is defined in its
// module's <domain>.schema.ts; only that module's repository queries it.
export * from '../modules/company/company.schema.ts';
export * from '../modules/department/department.schema.ts';
export * from '../modules/user/user.schema.ts';
export * from '../modules/auth/auth.schema.ts';
export * from '../modules/sso/sso.schema.ts';
export * from '../modules/sms/sms.schema.ts';
export * from '../modules/directory/directory.schema.ts';
export * from '../modules/message/message.schema.ts';
export * from '../modules/import/import.schema.ts';
export * from '../modules/personnel/personnel.schema.ts';
export * from '../modules/oplog/oplog.schema.ts';
export * from '../modules/position/position.schema.ts';
export * from '../modules/unit/unit.schema.ts';
export * from '../modules/major/major.schema.ts';
export * from '../modules/reference/reference.schema.ts';
export * from '../modules/score-name/score-name.schema.ts';
export * from '../modules/earning/earning.schema.ts';
export * from '../modules/audit/audit.schema.ts';
export * from '../modules/files/files.schema.ts';
export * from '../modules/course/course.schema.ts';
export * from '../modules/learning/learning.schema.ts';
export * from '../modules/knowledge/knowledge.schema.ts';
export * from '../modules/download/download.schema.ts';
export * from '../modules/search/search.schema.ts';
export * from '../modules/home/home.schema.ts';
export * from '../modules/interaction/interaction.schema.ts';
// Question banks and papers (shared by exams, practice and daily exams)
export * from '../modules/question/question.schema.ts';
// Exams
export * from '../modules/exam/exam.schema.ts';
// Enrolled faces (face recognition)
export * from '../modules/face-id/face-id.schema.ts';
export * from '../modules/homework/homework.schema.ts';
export * from '../modules/practice/practice.schema.ts';
// Questionnaires, votes and evaluations
export * from '../modules/survey/survey.schema.ts';
export * from '../modules/programme/programme.schema.ts';
export * from '../modules/signup/signup.schema.ts';
export * from '../modules/in-person/in-person.schema.ts';
export * from '../modules/idp/idp.schema.ts';
export * from '../modules/study-plan/study-plan.schema.ts';
export * from '../modules/certificate/certificate.schema.ts';
export * from '../modules/registration/registration.schema.ts';
// The dashboard's counts, kept by triggers on the facts above
export * from '../modules/dashboard/dashboard.schema.ts';
