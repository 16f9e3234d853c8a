import { useSession } from '../../../app/services.ts';

const ICP_LOOKUP = 'https://beian.miit.gov.cn/';

/** Copyright, ICP number and police record number, each only when configured. */
export function AppFooter() {
  const config = useSession((s) => s.platformConfig);
  if (!config || !(config.studyCopyright || config.icpNo || config.ncNo)) return null;
  return (
    <footer className="app-footer">
      {config.studyCopyright ? <span>{config.studyCopyright}</span> : null}
      {config.icpNo ? (
        <a href={ICP_LOOKUP} target="_blank" rel="noopener noreferrer">
          {config.icpNo}
        </a>
      ) : null}
      {config.ncNo ? <span>{config.ncNo}</span> : null}
    </footer>
  );
}
