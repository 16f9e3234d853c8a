import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFieldOption } from '@ascent/shared/profile';
import { addOption, removeOption, updateOption } from '../lib/option-tree.ts';
import { OptionRow } from './option-row.tsx';

interface OptionTreeEditorProps {
  /** Injected by Form.Item. */
  value?: TFieldOption[];
  onChange?: (value: TFieldOption[]) => void;
  /** Tree fields (type 8) nest options; selects (type 2) keep one level. */
  nested: boolean;
}

/** The options of a select or tree field: keys, shown texts, and (for trees) children. */
export function OptionTreeEditor({ value = [], onChange, nested }: OptionTreeEditorProps) {
  const { t } = useTranslation();
  const set = (next: TFieldOption[]) => onChange?.(next);
  return (
    <div data-testid="option-tree-editor">
      {value.map((option, i) => (
        <OptionRow
          key={i}
          option={option}
          path={[i]}
          nested={nested}
          onChange={(path, patch) => set(updateOption(value, path, patch))}
          onRemove={(path) => set(removeOption(value, path))}
          onAddChild={(path) => set(addOption(value, path))}
        />
      ))}
      <Button
        icon={<PlusOutlined />}
        onClick={() => set(addOption(value, []))}
        data-testid="option-add"
      >
        {t('config.personnelFields.addOption')}
      </Button>
    </div>
  );
}
