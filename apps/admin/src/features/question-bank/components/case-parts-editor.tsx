import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Card, Dropdown, Empty, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTranslateRef } from '@ascent/client/i18n';
import { CASE_CHILD_TYPES, QUESTION_LIMITS, type QuestionType } from '@ascent/shared/question';
import {
  moveItem,
  newContent,
  problemsUnder,
  type DraftContent,
  type DraftProblems,
} from '../lib/question-form.ts';
import { ContentFields } from './content-fields.tsx';

/** A case question's parts: each a question of another type, in order. */
export function CasePartsEditor(props: {
  parts: DraftContent[];
  onChange: (parts: DraftContent[]) => void;
  problems: DraftProblems;
}) {
  const { t } = useTranslation();
  const tr = useTranslateRef();
  const { parts } = props;
  const listProblem = props.problems.get('children');
  const add = (type: QuestionType) => props.onChange([...parts, newContent(type)]);
  return (
    <div data-testid="case-parts">
      {parts.length === 0 && <Empty description={t('questionBank.editor.noParts')} />}
      {parts.map((p, i) => (
        <Card
          key={p.key}
          size="small"
          className="qb-part"
          title={t('questionBank.editor.part', { n: i + 1 })}
          extra={
            <Space size={4}>
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={t('questionBank.moveUp')}
                disabled={i === 0}
                onClick={() => props.onChange(moveItem(parts, i, -1))}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={t('questionBank.moveDown')}
                disabled={i === parts.length - 1}
                onClick={() => props.onChange(moveItem(parts, i, 1))}
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('questionBank.editor.removePart', { n: i + 1 })}
                onClick={() => props.onChange(parts.filter((_, j) => j !== i))}
              />
            </Space>
          }
        >
          <ContentFields
            content={p}
            types={CASE_CHILD_TYPES}
            problems={problemsUnder(props.problems, `children.${i}`)}
            onChange={(next) => props.onChange(parts.map((x, j) => (j === i ? next : x)))}
            testId={`case-part-${i + 1}`}
          />
        </Card>
      ))}
      <Dropdown
        disabled={parts.length >= QUESTION_LIMITS.caseChildren}
        menu={{
          items: CASE_CHILD_TYPES.map((type) => ({
            key: String(type),
            label: t(`questionBank.type.${type}`),
          })),
          onClick: ({ key }) => add(Number(key) as QuestionType),
        }}
      >
        <Button icon={<PlusOutlined />} data-testid="case-add-part">
          {t('questionBank.editor.addPart')}
        </Button>
      </Dropdown>
      {listProblem && (
        <div>
          <Typography.Text type="danger" role="alert">
            {tr(listProblem)}
          </Typography.Text>
        </div>
      )}
    </div>
  );
}
