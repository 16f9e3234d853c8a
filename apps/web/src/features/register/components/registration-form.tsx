import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ZodType } from 'zod';
import { RET } from '@ascent/shared/errors';
import {
  ZAccountCheckRequest,
  ZRegisterEnterpriseRequest,
  ZRegisterIndividualRequest,
  type TRegisterEnterprise,
} from '@ascent/shared/registration';
import { encryptPasswords } from '@ascent/client/api';
import { useTranslateRef } from '@ascent/client/i18n';
import {
  CaptchaField,
  PlainField,
  PlainFormSubmit,
  useCaptcha,
  useServerError,
} from '@ascent/client/ui';
import { services } from '../../../app/services.ts';
import { EnterprisePicker } from './enterprise-picker.tsx';

type Kind = 'individual' | 'enterprise';
const TEXT_FIELDS = [
  'enterpriseName',
  'domain',
  'account',
  'password',
  'confirm',
  'realName',
  'mobile',
  'email',
  'area',
  'address',
  'captcha',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Field = TextField | 'enterpriseId' | 'departmentId' | 'agree';
type Values = Record<TextField, string>;

/** The fields each kind shows, in order (the captcha and terms come last). */
const FIELDS: Record<Kind, TextField[]> = {
  individual: ['account', 'password', 'confirm', 'realName', 'mobile', 'email', 'area', 'address'],
  enterprise: [
    'enterpriseName',
    'domain',
    'account',
    'password',
    'confirm',
    'realName',
    'mobile',
    'email',
  ],
};
const SCHEMA: Record<Kind, ZodType> = {
  individual: ZRegisterIndividualRequest,
  enterprise: ZRegisterEnterpriseRequest,
};
const CALL = {
  individual: 'POST /api/study/register/individual',
  enterprise: 'POST /api/study/register/enterprise',
} as const;
const MAX_LENGTH: Partial<Record<TextField, number>> = {
  account: 64,
  mobile: 11,
  realName: 50,
  enterpriseName: 100,
  domain: 253,
  area: 100,
  address: 200,
};

export interface RegistrationFormProps {
  kind: Kind;
  /** The site's own enterprise when it accepts registrations (individual only). */
  initialEnterprise?: TRegisterEnterprise | null;
  /** The account registered: the page shows the way to sign in. */
  onDone: (message: string) => void;
}

/**
 * The registration form of /register (a person joining an enterprise) and /register/company
 * (an enterprise and its first administrator), made without the component kit as the login
 * page. Checked here with the shared schemas the server parses with (their messages), the
 * account's availability asked as it is typed (accountCheck); the server's refusal is shown
 * above the button and the captcha renewed (the server spends it on every try).
 */
export function RegistrationForm({ kind, initialEnterprise, onDone }: RegistrationFormProps) {
  const { api } = services;
  const { t } = useTranslation();
  const translateRef = useTranslateRef();
  const [values, setValues] = useState<Values>(
    () => Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Values,
  );
  const [enterprise, setEnterprise] = useState<TRegisterEnterprise | null>(
    initialEnterprise ?? null,
  );
  const [departmentId, setDepartmentId] = useState<number | undefined>(undefined);
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [accountNote, setAccountNote] = useState<string | null>(null);
  const captcha = useCaptcha(api, true);
  const submission = useServerError();

  // The account's availability, asked once typing pauses.
  const account = values.account.trim();
  useEffect(() => {
    setAccountNote(null);
    if (!ZAccountCheckRequest.safeParse({ account }).success) return;
    let live = true;
    const timer = setTimeout(() => {
      setAccountNote(t('register.accountChecking'));
      void api
        .request('POST /api/study/accountCheck', { account }, { silent: true })
        .then((env) => {
          if (!live) return;
          setAccountNote(null);
          if (env.ret !== RET.OK) return;
          if (env.data.available) setAccountNote(t('register.accountFree'));
          else setErrors((e) => ({ ...e, account: translateRef('register.accountTaken') }));
        })
        .catch(() => live && setAccountNote(null));
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [account, api, t, translateRef]);

  const set = (field: TextField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** Every field's first refusal under the shared schema, the passwords' match and presence. */
  const check = (): Partial<Record<Field, string>> => {
    const body = {
      ...bodyOf('x'),
      captchaKey: captcha.captcha?.captchaKey ?? 'x',
    };
    const found: Partial<Record<Field, string>> = {};
    const parsed = SCHEMA[kind].safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as Field;
        found[field] ??= translateRef(issue.message);
      }
    if (!values.password) found.password = translateRef('password.required');
    if (!values.confirm) found.confirm = translateRef('password.confirmRequired');
    else if (values.confirm !== values.password) found.confirm = translateRef('password.mismatch');
    if (kind === 'individual' && !enterprise) found.enterpriseId = t('register.chooseEnterprise');
    if (enterprise && enterprise.departments.length > 0 && departmentId === undefined)
      found.departmentId = t('register.chooseDepartment');
    return found;
  };

  const bodyOf = (password: string) => {
    const text = (f: TextField) => values[f].trim();
    const person = {
      account: text('account'),
      password,
      realName: text('realName'),
      mobile: text('mobile'),
      email: text('email'),
      area: text('area'),
      address: text('address'),
      agree,
      captcha: text('captcha'),
      captchaKey: captcha.captcha?.captchaKey ?? '',
    };
    return kind === 'enterprise'
      ? { ...person, enterpriseName: text('enterpriseName'), domain: text('domain') }
      : {
          ...person,
          enterpriseId: enterprise?.id ?? 0,
          ...(departmentId === undefined ? {} : { departmentId }),
        };
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.pending) return;
    const form = event.currentTarget;
    const found = check();
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    void submission.guard(async () => {
      try {
        const { publicKey } = await api.call('GET /api/study/publickey');
        const { newpass } = await encryptPasswords(publicKey, { newpass: values.password });
        const env = await api.request(CALL[kind], bodyOf(newpass ?? '') as never, {
          silent: true,
        });
        if (env.ret !== RET.OK) return env.msg;
        onDone(env.msg);
      } finally {
        setValues((v) => ({ ...v, captcha: '' }));
        void captcha.refresh();
      }
    });
  };

  const labels: Record<TextField, string> = {
    enterpriseName: t('register.enterpriseName'),
    domain: t('register.domain'),
    account: t('register.account'),
    password: t('register.password'),
    confirm: t('register.confirmPassword'),
    realName: t('register.realName'),
    mobile: t('register.mobile'),
    email: t('register.email'),
    area: t('register.area'),
    address: t('register.address'),
    captcha: '',
  };
  const field = (f: TextField): ReactNode => (
    <div key={f}>
      <PlainField
        name={f}
        label={labels[f]}
        value={values[f]}
        onChange={set(f)}
        error={errors[f]}
        type={f === 'password' || f === 'confirm' ? 'password' : 'text'}
        autoComplete={AUTOCOMPLETE[f]}
        inputMode={f === 'mobile' ? 'tel' : undefined}
        maxLength={MAX_LENGTH[f]}
        testId={`register-${f}`}
      />
      {f === 'account' && accountNote && !errors.account ? (
        <p className="register__note" role="status" data-testid="register-account-note">
          {accountNote}
        </p>
      ) : null}
      {f === 'domain' && !errors.domain ? (
        <p className="register__note">{t('register.domainHint')}</p>
      ) : null}
    </div>
  );

  return (
    <form className="plain-form" noValidate onSubmit={submit} data-testid={`register-${kind}`}>
      {kind === 'individual' ? (
        <EnterprisePicker
          value={enterprise}
          onChange={(e) => {
            setEnterprise(e);
            setDepartmentId(undefined);
            setErrors((x) => ({ ...x, enterpriseId: undefined, departmentId: undefined }));
          }}
          error={errors.enterpriseId}
        />
      ) : null}
      {enterprise && enterprise.departments.length > 0 ? (
        <div className={`plain-field${errors.departmentId ? ' plain-field--error' : ''}`}>
          <label className="plain-field__label" htmlFor="register-department">
            {t('register.department')}
          </label>
          <select
            id="register-department"
            name="departmentId"
            className="plain-input register__select"
            value={departmentId ?? ''}
            onChange={(e) => {
              setDepartmentId(e.target.value ? Number(e.target.value) : undefined);
              setErrors((x) => ({ ...x, departmentId: undefined }));
            }}
            aria-invalid={errors.departmentId ? true : undefined}
            data-testid="register-department"
          >
            <option value="">{t('register.chooseDepartment')}</option>
            {enterprise.departments.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
          {errors.departmentId ? (
            <div className="plain-field__error" role="alert">
              {errors.departmentId}
            </div>
          ) : null}
        </div>
      ) : null}
      {FIELDS[kind].map(field)}
      <CaptchaField
        captcha={captcha}
        value={values.captcha}
        onChange={set('captcha')}
        error={errors.captcha}
        testId="register-captcha"
      />
      <div className={`register__agree${errors.agree ? ' register__agree--error' : ''}`}>
        <label>
          <input
            type="checkbox"
            name="agree"
            checked={agree}
            onChange={(e) => {
              setAgree(e.target.checked);
              setErrors((x) => ({ ...x, agree: undefined }));
            }}
            aria-invalid={errors.agree ? true : undefined}
            data-testid="register-agree"
          />
          <span>
            {t('register.agreeBefore')}
            <Link to="/mine/useragreement" target="_blank" data-testid="register-agreement-link">
              {t('register.agreement')}
            </Link>
            {t('register.agreeBetween')}
            <Link to="/mine/private" target="_blank" data-testid="register-privacy-link">
              {t('register.privacy')}
            </Link>
          </span>
        </label>
        {errors.agree ? (
          <div className="plain-field__error" role="alert">
            {errors.agree}
          </div>
        ) : null}
      </div>
      <PlainFormSubmit
        submission={submission}
        testId="register-submit"
        errorTestId="register-error"
      >
        {kind === 'enterprise' ? t('register.submitCompany') : t('register.submit')}
      </PlainFormSubmit>
    </form>
  );
}

const AUTOCOMPLETE: Partial<Record<TextField, string>> = {
  account: 'username',
  password: 'new-password',
  confirm: 'new-password',
  realName: 'name',
  mobile: 'tel-national',
  email: 'email',
  enterpriseName: 'organization',
  address: 'street-address',
  captcha: 'off',
};
