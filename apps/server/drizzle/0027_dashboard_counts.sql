CREATE TABLE "dashboard_active_weeks" (
	"company_id" integer NOT NULL,
	"week" date NOT NULL,
	"user_id" integer NOT NULL,
	"first_day" date NOT NULL,
	CONSTRAINT "dashboard_active_weeks_company_id_week_user_id_pk" PRIMARY KEY("company_id","week","user_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_completion_totals" (
	"company_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_completion_totals_company_id_department_id_pk" PRIMARY KEY("company_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_day_counts" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"department_id" integer NOT NULL,
	"learners" integer DEFAULT 0 NOT NULL,
	"week_learners" integer DEFAULT 0 NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	"exam_marked" integer DEFAULT 0 NOT NULL,
	"exam_passed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_day_counts_company_id_day_department_id_pk" PRIMARY KEY("company_id","day","department_id")
);
--> statement-breakpoint
-- The dashboard's counts are kept by the triggers below on the facts they count (see
-- dashboard.schema.ts): a company's calendar day of an instant, in the company's time zone.
CREATE FUNCTION dashboard_company_day(p_company integer, p_at timestamptz) RETURNS date
LANGUAGE sql STABLE AS $$
  SELECT (p_at AT TIME ZONE coalesce(
    (SELECT time_zone FROM companies WHERE id = p_company), 'Asia/Shanghai'))::date
$$;
--> statement-breakpoint
-- Adds to one company day's counts in the learner's department (0: none), and to the
-- completion totals when completions change.
CREATE FUNCTION dashboard_count(
  p_company integer, p_day date, p_user integer,
  p_learners integer DEFAULT 0, p_week_learners integer DEFAULT 0, p_completions integer DEFAULT 0,
  p_exam_marked integer DEFAULT 0, p_exam_passed integer DEFAULT 0
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  dept integer := coalesce((SELECT department_id FROM users WHERE id = p_user), 0);
BEGIN
  INSERT INTO dashboard_day_counts AS c (company_id, day, department_id, learners, week_learners,
    completions, exam_marked, exam_passed)
  VALUES (p_company, p_day, dept, p_learners, p_week_learners, p_completions, p_exam_marked,
    p_exam_passed)
  ON CONFLICT (company_id, day, department_id) DO UPDATE SET
    learners = c.learners + excluded.learners,
    week_learners = c.week_learners + excluded.week_learners,
    completions = c.completions + excluded.completions,
    exam_marked = c.exam_marked + excluded.exam_marked,
    exam_passed = c.exam_passed + excluded.exam_passed;
  IF p_completions <> 0 THEN
    INSERT INTO dashboard_completion_totals AS t (company_id, department_id, completions)
    VALUES (p_company, dept, p_completions)
    ON CONFLICT (company_id, department_id) DO UPDATE SET
      completions = t.completions + excluded.completions;
  END IF;
END
$$;
--> statement-breakpoint
-- A learner's active day: counted that day, and in the week's learners when the week's row is
-- new (the week's Monday is the day less its ISO weekday plus one).
CREATE FUNCTION dashboard_count_active_day() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  first_of_week boolean;
BEGIN
  INSERT INTO dashboard_active_weeks (company_id, week, user_id, first_day)
  VALUES (NEW.company_id, NEW.day - (extract(isodow FROM NEW.day)::integer - 1), NEW.user_id,
    NEW.day)
  ON CONFLICT DO NOTHING;
  first_of_week := FOUND;
  PERFORM dashboard_count(NEW.company_id, NEW.day, NEW.user_id, p_learners => 1,
    p_week_learners => CASE WHEN first_of_week THEN 1 ELSE 0 END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A course record's completion: counted on its company day; a changed completion moves it.
CREATE FUNCTION dashboard_count_completion() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.completed_at IS NOT NULL THEN
    PERFORM dashboard_count(OLD.company_id, dashboard_company_day(OLD.company_id, OLD.completed_at),
      OLD.user_id, p_completions => -1);
  END IF;
  IF NEW.completed_at IS NOT NULL THEN
    PERFORM dashboard_count(NEW.company_id, dashboard_company_day(NEW.company_id, NEW.completed_at),
      NEW.user_id, p_completions => 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A marked exam attempt: counted on the company day it was handed in, passed or not; a
-- re-marked attempt (its status, result or hand-in changed) takes back its old count first.
CREATE FUNCTION dashboard_count_exam() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'marked' AND OLD.submitted_at IS NOT NULL THEN
    PERFORM dashboard_count(OLD.company_id, dashboard_company_day(OLD.company_id, OLD.submitted_at),
      OLD.user_id, p_exam_marked => -1, p_exam_passed => CASE WHEN OLD.passed THEN -1 ELSE 0 END);
  END IF;
  IF NEW.status = 'marked' AND NEW.submitted_at IS NOT NULL THEN
    PERFORM dashboard_count(NEW.company_id, dashboard_company_day(NEW.company_id, NEW.submitted_at),
      NEW.user_id, p_exam_marked => 1, p_exam_passed => CASE WHEN NEW.passed THEN 1 ELSE 0 END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The counts of the facts already recorded. The triggers below are deferred to the commit: a
-- count's row (one per company day and department) is shared by every learner of the
-- department, so its lock is taken at the end of the fact's transaction and held only while it
-- commits, not through the rest of a beat, an exam start or a hand-in.
INSERT INTO dashboard_active_weeks (company_id, week, user_id, first_day)
SELECT company_id, day - (extract(isodow FROM day)::integer - 1), user_id, min(day)
FROM learning_active_days GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO dashboard_day_counts (company_id, day, department_id, learners, week_learners,
  completions, exam_marked, exam_passed)
SELECT f.company_id, f.day, coalesce(u.department_id, 0), sum(f.learners)::integer,
  sum(f.week_learners)::integer, sum(f.completions)::integer, sum(f.exam_marked)::integer,
  sum(f.exam_passed)::integer
FROM (
  SELECT company_id, day, user_id, 1 AS learners, 0 AS week_learners, 0 AS completions,
    0 AS exam_marked, 0 AS exam_passed
  FROM learning_active_days
  UNION ALL
  SELECT company_id, first_day, user_id, 0, 1, 0, 0, 0 FROM dashboard_active_weeks
  UNION ALL
  SELECT company_id, dashboard_company_day(company_id, completed_at), user_id, 0, 0, 1, 0, 0
  FROM learning_course_progress WHERE completed_at IS NOT NULL
  UNION ALL
  SELECT company_id, dashboard_company_day(company_id, submitted_at), user_id, 0, 0, 0, 1,
    CASE WHEN passed THEN 1 ELSE 0 END
  FROM exam_attempts WHERE status = 'marked' AND submitted_at IS NOT NULL
) f JOIN users u ON u.id = f.user_id
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO dashboard_completion_totals (company_id, department_id, completions)
SELECT company_id, department_id, sum(completions)::integer FROM dashboard_day_counts
GROUP BY 1, 2 HAVING sum(completions) <> 0;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER dashboard_count_active_day AFTER INSERT ON learning_active_days
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dashboard_count_active_day();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER dashboard_count_completion_insert AFTER INSERT ON learning_course_progress
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.completed_at IS NOT NULL) EXECUTE FUNCTION dashboard_count_completion();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER dashboard_count_completion_update AFTER UPDATE OF completed_at ON learning_course_progress
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.completed_at IS DISTINCT FROM NEW.completed_at)
EXECUTE FUNCTION dashboard_count_completion();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER dashboard_count_exam_insert AFTER INSERT ON exam_attempts
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.status = 'marked') EXECUTE FUNCTION dashboard_count_exam();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER dashboard_count_exam_update AFTER UPDATE ON exam_attempts
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.passed IS DISTINCT FROM NEW.passed
  OR OLD.submitted_at IS DISTINCT FROM NEW.submitted_at)
EXECUTE FUNCTION dashboard_count_exam();
