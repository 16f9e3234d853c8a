import { Button, Card, Result } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { IN_PERSON_ACTIONS, type InPersonAction } from '@ascent/shared/in-person';
import { PageSpin } from '@ascent/client/ui';
import { signInPerson } from '../api/in-person-api.ts';
import { IN_PERSON_PATHS, inPersonDetailPath, idFromSearch } from '../lib/in-person-paths.ts';
import '../in-person.css';

/**
 * /train/sign?s=&a=&t=: the page the room's QR opens. Signs in (or out) once with the scanned
 * token and shows the outcome; the answer is kept, so a re-render never signs twice.
 */
export function TrainSignPage() {
  const { t } = useTranslation();
  const params = new URLSearchParams(useLocation().search);
  const sessionId = idFromSearch(useLocation().search, 's');
  const rawAction = params.get('a') ?? 'in';
  const action: InPersonAction | null = (IN_PERSON_ACTIONS as readonly string[]).includes(rawAction)
    ? (rawAction as InPersonAction)
    : null;
  const token = params.get('t') ?? '';
  const valid = sessionId !== null && action !== null && token.length > 0;
  const sign = useQuery({
    queryKey: ['face', 'sign', sessionId, action, token],
    queryFn: () => signInPerson({ sessionId: sessionId!, action: action!, token }),
    enabled: valid,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  let body;
  if (!valid) {
    body = (
      <Result
        status="warning"
        title={
          <span data-testid="in-person-sign-result" data-ok="false">
            {t('inPerson.sign.badLink')}
          </span>
        }
      />
    );
  } else if (sign.isPending) {
    body = <PageSpin />;
  } else if (sign.isError) {
    body = (
      <Result
        status="error"
        title={
          <span data-testid="in-person-sign-result" data-ok="false">
            {sign.error.message}
          </span>
        }
        extra={
          <Link to={inPersonDetailPath(sessionId)}>
            <Button>{t('inPerson.sign.openSession')}</Button>
          </Link>
        }
      />
    );
  } else {
    const r = sign.data;
    body = (
      <Result
        status={r.state === 'late' || r.state === 'leftEarly' ? 'warning' : 'success'}
        title={
          <span data-testid="in-person-sign-result" data-ok="true" data-state={r.state}>
            {t(r.action === 'in' ? 'inPerson.sign.signedIn' : 'inPerson.sign.signedOut', {
              state: t(`inPerson.state.${r.state}`),
            })}
          </span>
        }
        subTitle={r.sessionName}
        extra={[
          <Link key="detail" to={inPersonDetailPath(r.sessionId)}>
            <Button type="primary">{t('inPerson.sign.openSession')}</Button>
          </Link>,
          <Link key="list" to={IN_PERSON_PATHS.index}>
            <Button>{t('inPerson.indexTitle')}</Button>
          </Link>,
        ]}
      />
    );
  }
  return <Card className="page in-person-page in-person-sign">{body}</Card>;
}
