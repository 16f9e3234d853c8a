import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SURVEY_LIMITS, type TEvaluationPair } from '@ascent/shared/survey';
import { crossPairs } from '../lib/survey-draft.ts';
import { PeopleSelect } from '../../../components/audience/people-select.tsx';

const keyOf = (p: TEvaluationPair) => `${p.evaluatorId}:${p.targetId}`;

/**
 * An evaluation's assignments (a form field): choose evaluators and the people they evaluate,
 * add every combination; remove pairs one by one (not those already answered).
 */
export function PairsEditor(props: {
  value?: TEvaluationPair[];
  onChange?: (v: TEvaluationPair[]) => void;
  /** Names of the people in the stored pairs. */
  known: Map<number, string>;
  /** Pairs already answered ("evaluator:target"). */
  answered: Set<string>;
  /** An anonymous evaluation does not tell which pairs have answered. */
  anonymous: boolean;
}) {
  const { t } = useTranslation();
  const pairs = props.value ?? [];
  const [names, setNames] = useState(() => new Map(props.known));
  const [evaluators, setEvaluators] = useState<number[]>([]);
  const [targets, setTargets] = useState<number[]>([]);
  const [self, setSelf] = useState(false);
  const remember = (people: { id: number; name: string }[]) =>
    setNames((m) => new Map([...m, ...people.map((p) => [p.id, p.name] as const)]));
  const name = (id: number) => names.get(id) ?? `#${id}`;
  const add = () => {
    props.onChange?.(crossPairs(pairs, evaluators, targets, self).slice(0, SURVEY_LIMITS.pairs));
    setEvaluators([]);
    setTargets([]);
  };
  return (
    <div className="survey-pairs-editor" data-testid="pairs-editor">
      <div className="survey-pairs-pickers">
        <div>
          <Typography.Text strong>{t('surveys.pairs.targets')}</Typography.Text>
          <PeopleSelect
            value={targets}
            onChange={(ids, people) => {
              setTargets(ids);
              remember(people);
            }}
            known={[]}
            placeholder={t('surveys.pairs.targetsHint')}
            testId="pairs-targets"
          />
        </div>
        <div>
          <Typography.Text strong>{t('surveys.pairs.evaluators')}</Typography.Text>
          <PeopleSelect
            value={evaluators}
            onChange={(ids, people) => {
              setEvaluators(ids);
              remember(people);
            }}
            known={[]}
            placeholder={t('surveys.pairs.evaluatorsHint')}
            testId="pairs-evaluators"
          />
        </div>
      </div>
      <Space wrap style={{ margin: '8px 0 12px' }}>
        <Checkbox checked={self} onChange={(e) => setSelf(e.target.checked)}>
          {t('surveys.pairs.includeSelf')}
        </Checkbox>
        <Button
          icon={<PlusOutlined />}
          disabled={!evaluators.length || !targets.length}
          onClick={add}
          data-testid="pairs-add"
        >
          {t('surveys.pairs.add')}
        </Button>
        <Typography.Text type="secondary">
          {t('surveys.pairs.count', { n: pairs.length, max: SURVEY_LIMITS.pairs })}
        </Typography.Text>
      </Space>
      <Table<TEvaluationPair>
        size="small"
        rowKey={keyOf}
        dataSource={pairs}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: t('surveys.pairs.empty') }}
        scroll={{ x: 480 }}
        columns={[
          { title: t('surveys.pairs.target'), key: 'target', render: (_, p) => name(p.targetId) },
          {
            title: t('surveys.pairs.evaluator'),
            key: 'evaluator',
            render: (_, p) => name(p.evaluatorId),
          },
          {
            title: t('surveys.pairs.state'),
            key: 'state',
            render: (_, p) =>
              props.anonymous ? (
                <Tag>{t('surveys.pairs.hidden')}</Tag>
              ) : props.answered.has(keyOf(p)) ? (
                <Tag color="success">{t('surveys.pairs.answered')}</Tag>
              ) : (
                <Tag>{t('surveys.pairs.waiting')}</Tag>
              ),
          },
          {
            title: '',
            key: 'remove',
            width: 48,
            render: (_, p) => (
              <Button
                type="text"
                danger
                size="small"
                aria-label={t('surveys.pairs.remove')}
                icon={<DeleteOutlined />}
                disabled={props.answered.has(keyOf(p))}
                onClick={() => props.onChange?.(pairs.filter((x) => keyOf(x) !== keyOf(p)))}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
