import type { SignupTarget } from '../../core/learning-items.ts';
import { courseItems } from '../course/course.items.ts';
import { setCourseSignup } from '../learning/learning.items.ts';

/**
 * Sign-up kind 5 (online course enrollment application): what an approved sign-up admits to.
 * The course module's "needs sign-up" check asks the sign-up registry's lookup (the learner's
 * standing); enrol and unenrol also keep a started learner's record (`signup` column of the
 * learning record, issue 4) in step, so both readings of "signed up" agree. The courses are the
 * course module's (`courseItems.signupTargets`), the record the learning module's.
 */
export const courseSignupTarget: SignupTarget = {
  targetType: 'course',
  describe: (q, companyId, ids) => courseItems.signupTargets(q, companyId, ids),
  enrol: (tx, companyId, targetId, userId) =>
    setCourseSignup(tx, companyId, targetId, userId, 'accepted'),
  unenrol: (tx, companyId, targetId, userId) =>
    setCourseSignup(tx, companyId, targetId, userId, 'none'),
};
