import type { Db } from '../../db/client.ts';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { FileCatalog } from '../files/files.catalog.ts';
import type { FilesService } from '../files/files.service.ts';
import type { ChunkedUploadService } from '../files/chunked-upload.service.ts';
import type { Access } from '../../core/access.ts';
import type { ItemEvents } from '../../core/learning-items.ts';
import { createHomeworkRepository } from './homework.repository.ts';
import type { HomeworkPeople } from './homework-people.ts';
import { createSubmissionReader } from './homework-submission.reader.ts';
import { createHomeworkService } from './homework.service.ts';
import { createHomeworkReviewService } from './homework-review.service.ts';
import { createHomeworkAdminService } from './homework-admin.service.ts';
import { createHomeworkUploadService } from './homework-upload.service.ts';
import { homeworkRoutes } from './homework.routes.ts';
import { homeworkAdminRoutes } from './homework-admin.routes.ts';
import { homeworkUploadRoutes } from './homework-upload.routes.ts';

/**
 * Homework: authoring (admin), the learner's steps and hand-in, attachments through the files
 * module, reviewers' review. `routes` are the learner's and reviewers' calls (with uploads),
 * `adminRoutes` the admin site's.
 */
export function createHomeworkModule(deps: {
  db: Db;
  record: ChangeRecorder;
  files: FileCatalog;
  uploads: { files: Pick<FilesService, 'uploadStream'>; chunks: ChunkedUploadService };
  /** The learner's scope and visibility; the module registers the homework audience rule. */
  access: Access;
  /** Departments and people (the user module's directory). */
  people: HomeworkPeople;
  /** Issue 6: 'homework completed' when a submission is scored. */
  events: ItemEvents;
}) {
  const homework = createHomeworkRepository(deps.db);
  deps.access.audience('homework', (q, scope, ids) =>
    createHomeworkRepository(q).visibleIds(scope, ids),
  );
  const { people } = deps;
  const submissions = createSubmissionReader({ homework, files: deps.files, people });
  const learner = createHomeworkService({
    db: deps.db,
    homework,
    files: deps.files,
    access: deps.access,
    submissions,
  });
  const review = createHomeworkReviewService({
    db: deps.db,
    homework,
    people,
    submissions,
    events: deps.events,
  });
  const admin = createHomeworkAdminService({
    db: deps.db,
    homework,
    record: deps.record,
    files: deps.files,
    people,
    submissions,
  });
  const uploads = createHomeworkUploadService({
    homework,
    learner,
    files: deps.uploads.files,
    chunks: deps.uploads.chunks,
  });
  const routes = [...homeworkRoutes({ learner, review }), ...homeworkUploadRoutes(uploads)];
  return {
    learner,
    review,
    admin,
    routes,
    adminRoutes: homeworkAdminRoutes(admin),
  };
}
