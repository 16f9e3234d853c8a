/** The learner site's exam pages (spec s.2). */
export const examPaths = {
  mine: '/mine/exam',
  cyclic: '/mine/cyclic',
  oneExam: (id?: number) => (id ? `/oneexam?id=${id}` : '/oneexam'),
  detail: (id: number) => `/exam/detail?id=${id}`,
  paper: (attemptId: number) => `/exam/paper?attemptId=${attemptId}`,
  result: (attemptId: number) => `/exam/result?attemptId=${attemptId}`,
  record: (examId: number) => `/exam/record?examId=${examId}`,
};
