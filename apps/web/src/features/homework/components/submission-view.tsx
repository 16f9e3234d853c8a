import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { THomeworkStep, THomeworkSubmission } from '@ascent/shared/homework';
import { AttachmentList } from './attachment-list.tsx';
import { StepInstructions } from './step-instructions.tsx';

/** The steps with the learner's answers, read-only (the owner after hand-in, a reviewer). */
export function SubmissionView({
  steps,
  submission,
  reviewer = false,
}: {
  steps: THomeworkStep[];
  submission: THomeworkSubmission | null;
  /** Seen by a reviewer: "Answer" rather than "My answer". */
  reviewer?: boolean;
}) {
  const { t } = useTranslation();
  const answers = new Map((submission?.answers ?? []).map((a) => [a.stepId, a]));
  return (
    <div className="hw-steps-view" data-testid="homework-answers">
      {steps.map((step) => {
        const answer = answers.get(step.id);
        return (
          <Card
            key={step.id}
            size="small"
            className="hw-step-card"
            title={t('homework.stepTitle', { n: step.sort, title: step.title })}
          >
            <StepInstructions step={step} />
            <div className="hw-answer">
              <Typography.Text strong>
                {t(reviewer ? 'homework.learnerAnswer' : 'homework.answer')}
              </Typography.Text>
              {answer ? (
                <>
                  {answer.content ? (
                    <Typography.Paragraph className="hw-text">
                      {answer.content}
                    </Typography.Paragraph>
                  ) : null}
                  <AttachmentList files={answer.files} />
                </>
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('homework.noAnswer')} />
              )}
            </div>
          </Card>
        );
      })}
    </div>
  );
}
