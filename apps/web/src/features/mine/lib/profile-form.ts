import dayjs, { type Dayjs } from 'dayjs';
import { isDate, type TEditProfileRequest, type TProfile } from '@ascent/shared/profile';

export interface ProfileFormValues {
  realName: string;
  mobile: string;
  email: string;
  sex: number;
  birthday: Dayjs | null;
  motto: string;
}

export const BIRTHDAY_FORMAT = 'YYYY-MM-DD';

export function birthdayString(value: Dayjs | null | undefined): string {
  return value ? value.format(BIRTHDAY_FORMAT) : '';
}

export function profileToFormValues(profile: TProfile): ProfileFormValues {
  return {
    realName: profile.realName ?? '',
    mobile: profile.mobile ?? '',
    email: profile.email ?? '',
    sex: profile.sex ?? 0,
    birthday: profile.birthday && isDate(profile.birthday) ? dayjs(profile.birthday) : null,
    motto: profile.motto ?? '',
  };
}

/** The editprofile body (ZEditProfileRequest): every field sent, '' clears an optional one. */
export function formValuesToRequest(values: ProfileFormValues): TEditProfileRequest {
  return {
    realName: (values.realName ?? '').trim(),
    mobile: (values.mobile ?? '').trim(),
    email: (values.email ?? '').trim(),
    sex: values.sex ?? 0,
    birthday: birthdayString(values.birthday),
    motto: (values.motto ?? '').trim(),
  };
}
