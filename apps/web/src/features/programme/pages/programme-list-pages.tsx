import { ProgrammeListView } from '../components/programme-list-view.tsx';
import { useKindName } from '../hooks/use-kind-name.ts';
import '../programme.css';

/** /newstaff: new-staff training ('Expert training' for customer dfzx). */
export function NewstaffPage() {
  const name = useKindName();
  return <ProgrammeListView kind="newstaff" title={name('newstaff')} />;
}

/** /subject: subject training. */
export function SubjectPage() {
  const name = useKindName();
  return <ProgrammeListView kind="subject" title={name('subject')} />;
}

/** /map: learning maps. */
export function MapListPage() {
  const name = useKindName();
  return <ProgrammeListView kind="map" title={name('map')} />;
}

/** /package: training packages (bundles of programmes). */
export function PackagePage() {
  const name = useKindName();
  return <ProgrammeListView kind="package" title={name('package')} />;
}
