import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Card, Checkbox, Empty, Input, List, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROGRAMME_LIMITS } from '@ascent/shared/programme';
import { newKey, type ItemValue, type StageValue } from '../lib/programme-form.ts';
import { ItemPicker } from './item-picker.tsx';

const move = <T,>(list: T[], from: number, to: number): T[] => {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [x] = next.splice(from, 1);
  next.splice(to, 0, x!);
  return next;
};

/** Ordered stages (a map's levels), each with ordered items picked by type and name. */
export function StagesField(props: {
  value?: StageValue[];
  onChange?: (v: StageValue[]) => void;
  /** 'level' on a map, 'stage' elsewhere. */
  noun: 'level' | 'stage';
}) {
  const { t } = useTranslation();
  const stages = props.value ?? [];
  const set = (next: StageValue[]) => props.onChange?.(next);
  const patch = (i: number, p: Partial<StageValue>) =>
    set(stages.map((s, j) => (j === i ? { ...s, ...p } : s)));
  const setItems = (i: number, items: ItemValue[]) => patch(i, { items });

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="programme-stages">
      {stages.map((stage, i) => (
        <Card
          key={stage.key}
          size="small"
          data-testid="programme-stage"
          title={
            <Space>
              <span>{t(`programmes.form.${props.noun}No`, { n: i + 1 })}</span>
              <Input
                value={stage.name}
                maxLength={PROGRAMME_LIMITS.stageName}
                placeholder={t('programmes.form.stageName')}
                aria-label={t('programmes.form.stageName')}
                onChange={(e) => patch(i, { name: e.target.value })}
                style={{ width: 240 }}
                data-testid="programme-stage-name"
              />
            </Space>
          }
          extra={
            <Space size={0}>
              <Button
                type="text"
                icon={<ArrowUpOutlined />}
                aria-label={t('programmes.form.moveUp')}
                disabled={i === 0}
                onClick={() => set(move(stages, i, i - 1))}
              />
              <Button
                type="text"
                icon={<ArrowDownOutlined />}
                aria-label={t('programmes.form.moveDown')}
                disabled={i === stages.length - 1}
                onClick={() => set(move(stages, i, i + 1))}
              />
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('programmes.form.removeStage')}
                onClick={() => set(stages.filter((_, j) => j !== i))}
              />
            </Space>
          }
        >
          {stage.items.length ? (
            <List
              size="small"
              dataSource={stage.items}
              renderItem={(item, k) => (
                <List.Item
                  key={`${item.itemType}-${item.refId}`}
                  data-testid="programme-stage-item"
                  actions={[
                    <Checkbox
                      key="compulsory"
                      checked={item.compulsory}
                      onChange={(e) =>
                        setItems(
                          i,
                          stage.items.map((x, m) =>
                            m === k ? { ...x, compulsory: e.target.checked } : x,
                          ),
                        )
                      }
                    >
                      {t('programmes.form.compulsory')}
                    </Checkbox>,
                    <Button
                      key="up"
                      type="text"
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label={t('programmes.form.moveUp')}
                      disabled={k === 0}
                      onClick={() => setItems(i, move(stage.items, k, k - 1))}
                    />,
                    <Button
                      key="remove"
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('programmes.form.removeItem')}
                      onClick={() =>
                        setItems(
                          i,
                          stage.items.filter((_, m) => m !== k),
                        )
                      }
                    />,
                  ]}
                >
                  <Space>
                    <Tag>{t(`programmes.itemType.t${item.itemType}`)}</Tag>
                    <span>{item.title || `#${item.refId}`}</span>
                  </Space>
                </List.Item>
              )}
            />
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('programmes.form.noItems')}
            />
          )}
          <div style={{ marginTop: 8 }}>
            <ItemPicker
              mode="items"
              testId="programme-item-picker"
              onPick={(picked) =>
                stage.items.some((x) => x.itemType === picked.itemType && x.refId === picked.refId)
                  ? undefined
                  : setItems(i, [...stage.items, { ...picked, compulsory: true }])
              }
            />
          </div>
        </Card>
      ))}
      <Button
        icon={<PlusOutlined />}
        onClick={() =>
          set([
            ...stages,
            {
              key: newKey(),
              name: t(`programmes.form.${props.noun}No`, { n: stages.length + 1 }),
              items: [],
            },
          ])
        }
        disabled={stages.length >= PROGRAMME_LIMITS.stages}
        data-testid="programme-stage-add"
      >
        {t(`programmes.form.add${props.noun === 'level' ? 'Level' : 'Stage'}`)}
      </Button>
    </Space>
  );
}
