import {
  BookOutlined,
  EditOutlined,
  FileTextOutlined,
  FormOutlined,
  NotificationOutlined,
  PlayCircleOutlined,
  ProjectOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ItemKind } from '@ascent/shared/task';

const ICONS: Record<ItemKind, typeof BookOutlined> = {
  knowledge: BookOutlined,
  course: PlayCircleOutlined,
  exam: FormOutlined,
  survey: FileTextOutlined,
  homework: EditOutlined,
  face: TeamOutlined,
  news: NotificationOutlined,
  programme: ProjectOutlined,
};

export function ItemKindIcon({ kind }: { kind: ItemKind }) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden />;
}
