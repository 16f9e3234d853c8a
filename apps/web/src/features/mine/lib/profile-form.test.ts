import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ZEditProfileRequest, type TProfile } from '@ascent/shared/profile';
import { formValuesToRequest, profileToFormValues } from './profile-form.ts';

/** The editable fields of a profile, as the edit request carries them. */
const editable = {
  realName: 'Alice',
  mobile: '13800138000',
  email: '',
  sex: 2,
  birthday: '1990-05-06',
  motto: 'Learn',
};
const profile = editable as TProfile;

describe('profile form values', () => {
  it('round-trips a profile into a request the shared schema accepts', () => {
    const values = profileToFormValues(profile);
    expect(values.birthday?.format('YYYY-MM-DD')).toBe('1990-05-06');
    const body = formValuesToRequest(values);
    expect(body).toEqual(editable);
    expect(ZEditProfileRequest.safeParse(body).success).toBe(true);
  });

  it('sends an empty birthday when cleared and ignores an invalid stored one', () => {
    expect(profileToFormValues({ ...profile, birthday: 'soon' }).birthday).toBeNull();
    expect(formValuesToRequest({ ...profileToFormValues(profile), birthday: null }).birthday).toBe(
      '',
    );
    expect(
      formValuesToRequest({ ...profileToFormValues(profile), birthday: dayjs('2000-01-02') })
        .birthday,
    ).toBe('2000-01-02');
  });
});
