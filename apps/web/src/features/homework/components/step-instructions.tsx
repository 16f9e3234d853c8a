import { Typography } from 'antd';
import type { THomeworkStep } from '@ascent/shared/homework';
import { AttachmentList } from './attachment-list.tsx';

/** What a step asks for: its instructions (plain text, line breaks kept) and reference files. */
export function StepInstructions({ step }: { step: THomeworkStep }) {
  return (
    <div className="hw-instructions">
      {step.content ? (
        <Typography.Paragraph className="hw-text">{step.content}</Typography.Paragraph>
      ) : null}
      <AttachmentList files={step.files} />
    </div>
  );
}
