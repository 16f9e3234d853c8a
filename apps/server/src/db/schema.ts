// Every table, gathered for Drizzle's client and drizzle-kit. Each table is defined in its
// module's <domain>.schema.ts; only that module's repository queries it.
export * from '../modules/company/company.schema.ts';
export * from '../modules/department/department.schema.ts';
export * from '../modules/user/user.schema.ts';
export * from '../modules/auth/auth.schema.ts';
export * from '../modules/message/message.schema.ts';
export * from '../modules/personnel/personnel.schema.ts';
export * from '../modules/oplog/oplog.schema.ts';
export * from '../modules/position/position.schema.ts';
export * from '../modules/major/major.schema.ts';
export * from '../modules/reference/reference.schema.ts';
export * from '../modules/score-name/score-name.schema.ts';
export * from '../modules/audit/audit.schema.ts';
export * from '../modules/files/files.schema.ts';
export * from '../modules/course/course.schema.ts';
// issue4-learning
export * from '../modules/learning/learning.schema.ts';
// issue4-knowledge
export * from '../modules/knowledge/knowledge.schema.ts';
export * from '../modules/download/download.schema.ts';
export * from '../modules/search/search.schema.ts';
export * from '../modules/home/home.schema.ts';
// end issue4-knowledge
// issue4-course
export * from '../modules/interaction/interaction.schema.ts';
// issue5-groundwork: question banks and papers (shared by exams, practice and daily exams)
export * from '../modules/question/question.schema.ts';
// end issue5-groundwork
// issue5-groundwork: exams
export * from '../modules/exam/exam.schema.ts';
// end issue5-groundwork
// issue5-homework
export * from '../modules/homework/homework.schema.ts';
// end issue5-homework
// issue5-practice
export * from '../modules/practice/practice.schema.ts';
// end issue5-practice
// issue5-survey: questionnaires, votes and evaluations
export * from '../modules/survey/survey.schema.ts';
// end issue5-survey
// issue6-items
// end issue6-items
// issue6-programme
export * from '../modules/programme/programme.schema.ts';
// end issue6-programme
// issue6-signup
export * from '../modules/signup/signup.schema.ts';
// end issue6-signup
// issue6-face
export * from '../modules/face/face.schema.ts';
// end issue6-face
// issue6-idp
export * from '../modules/idp/idp.schema.ts';
export * from '../modules/study-plan/study-plan.schema.ts';
// end issue6-idp
// issue6-certificate
export * from '../modules/certificate/certificate.schema.ts';
// end issue6-certificate
