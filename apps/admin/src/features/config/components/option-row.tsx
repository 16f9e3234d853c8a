import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { OPTION_MAX_DEPTH, OPTION_VALUE_MAX } from '@ascent/shared/config';
import type { TFieldOption } from '@ascent/shared/profile';
import type { OptionPath } from '../lib/option-tree.ts';

export interface OptionRowProps {
  option: TFieldOption;
  path: OptionPath;
  /** Tree fields may nest options; selects may not. */
  nested: boolean;
  onChange: (path: OptionPath, patch: Partial<TFieldOption>) => void;
  onRemove: (path: OptionPath) => void;
  onAddChild: (path: OptionPath) => void;
}

const LANGS = ['zh_CN', 'zh_TW', 'en_US'] as const;

/**
 * One option (key, shown text and, optionally, the text per language: the learner sees the
 * text in their language, else the shown text) with its children, indented by depth.
 */
export function OptionRow({
  option,
  path,
  nested,
  onChange,
  onRemove,
  onAddChild,
}: OptionRowProps) {
  const { t } = useTranslation();
  const testId = `option-${path.join('-')}`;
  return (
    <div style={{ marginLeft: (path.length - 1) * 24 }}>
      <Space wrap style={{ marginBottom: 8 }}>
        <Input
          value={option.optionKey}
          onChange={(e) => onChange(path, { optionKey: e.target.value })}
          placeholder={t('config.personnelFields.optionKey')}
          maxLength={32}
          style={{ width: 140 }}
          data-testid={`${testId}-key`}
        />
        <Input
          value={option.optionValue}
          onChange={(e) => onChange(path, { optionValue: e.target.value })}
          placeholder={t('config.personnelFields.optionValue')}
          maxLength={OPTION_VALUE_MAX}
          style={{ width: 220 }}
          data-testid={`${testId}-value`}
        />
        {LANGS.map((code) => (
          <Input
            key={code}
            value={option.langNames?.[code] ?? ''}
            onChange={(e) =>
              onChange(path, { langNames: { ...option.langNames, [code]: e.target.value } })
            }
            placeholder={t(`config.personnelFields.optionLang.${code}`)}
            aria-label={t(`config.personnelFields.optionLang.${code}`)}
            maxLength={OPTION_VALUE_MAX}
            style={{ width: 130 }}
            data-testid={`${testId}-${code}`}
          />
        ))}
        {nested && path.length < OPTION_MAX_DEPTH && (
          <Tooltip title={t('config.personnelFields.addChild')}>
            <Button
              icon={<PlusOutlined />}
              onClick={() => onAddChild(path)}
              aria-label={t('config.personnelFields.addChild')}
            />
          </Tooltip>
        )}
        <Tooltip title={t('config.delete')}>
          <Button
            icon={<DeleteOutlined />}
            danger
            onClick={() => onRemove(path)}
            aria-label={t('config.delete')}
          />
        </Tooltip>
      </Space>
      {option.children?.map((child, i) => (
        <OptionRow
          key={[...path, i].join('-')}
          option={child}
          path={[...path, i]}
          nested={nested}
          onChange={onChange}
          onRemove={onRemove}
          onAddChild={onAddChild}
        />
      ))}
    </div>
  );
}
