import { ProgrammeHeader } from '../components/programme-header.tsx';
import { ProgrammeLoader } from '../components/programme-loader.tsx';
import { StageList } from '../components/stage-list.tsx';
import '../programme.css';

/**
 * /project/detail, /newstaff/detail, /subject/detail?id=: a programme's stages and items with
 * the learner's states, the progress and the sign-up that admits to it.
 */
export function ProgrammeDetailPage() {
  return (
    <div className="page prog-page">
      <ProgrammeLoader kinds={['project', 'newstaff', 'subject']}>
        {(programme) => (
          <>
            <ProgrammeHeader programme={programme} />
            <StageList programme={programme} />
          </>
        )}
      </ProgrammeLoader>
    </div>
  );
}
