import { describe, it, expect } from 'vitest';
import { translateRef } from '../errors/index.ts';
import {
  PASSWORD_FORBIDDEN,
  PASSWORD_LIMITS,
  PASSWORD_SPECIALS,
  checkPassword,
  firstPasswordIssue,
  isKeyboardRun,
  keyPosition,
  passwordIssueRef,
  zChangePasswordForm,
  zNewPassword,
  zSettingsPasswordForm,
  type PasswordPolicy,
} from './index.ts';

const STRONG: PasswordPolicy = { strong: true, account: 'learner' };
const WEAK: PasswordPolicy = { strong: false, account: 'learner' };

/** The issue keys only, in order. */
const keys = (password: string, policy: PasswordPolicy = STRONG): string[] =>
  checkPassword(password, policy).map((i) => i.key);

const run = (s: string): boolean => {
  const [a, b, c] = Array.from(s);
  return isKeyboardRun(a ?? '', b ?? '', c ?? '');
};

/** A 10-character strong password with no issues; repeated 16 times it is exactly 160. */
const UNIT = 'Zt8#mK2@pL';

describe('constants', () => {
  it('exposes the limits and character sets of spec section 5', () => {
    expect(PASSWORD_LIMITS).toEqual({
      weakMin: 8,
      strongMin: 8,
      strongMax: 160,
      settingsMin: 6,
      settingsMax: 20,
    });
    expect(PASSWORD_SPECIALS).toBe(',.<>{}~!@#$%^&*_');
    expect(PASSWORD_FORBIDDEN).toBe('&%=+');
  });
});

describe('isKeyboardRun', () => {
  it('places keys on the grid, shifted characters on the same key', () => {
    expect(keyPosition('1')).toEqual({ row: 0, index: 0 });
    expect(keyPosition('!')).toEqual({ row: 0, index: 0 });
    expect(keyPosition('q')).toEqual({ row: 1, index: 0 });
    expect(keyPosition('Q')).toEqual({ row: 1, index: 0 });
    expect(keyPosition('a')).toEqual({ row: 2, index: 0 });
    expect(keyPosition('z')).toEqual({ row: 3, index: 0 });
    expect(keyPosition(',')).toEqual({ row: 3, index: 7 });
    expect(keyPosition('<')).toEqual({ row: 3, index: 7 });
    expect(keyPosition('"')).toEqual({ row: 2, index: 10 });
    expect(keyPosition(' ')).toBeUndefined();
    expect(keyPosition('中')).toBeUndefined();
  });

  it.each([
    'qwe',
    'wer',
    'iop',
    'op[',
    'p[]',
    'asd',
    'jkl',
    'kl;',
    "l;'",
    'zxc',
    'bnm',
    'nm,',
    'm,.',
    ',./',
    '123',
    '890',
    '90-',
    '0-=',
  ])('row forward: %s', (s) => expect(run(s)).toBe(true));

  it.each(['ewq', 'poi', '][p', 'dsa', "';l", 'cxz', '/.,', '.,m', '321', '098', '=-0'])(
    'row reverse: %s',
    (s) => expect(run(s)).toBe(true),
  );

  it.each([
    '!@#',
    '#@!',
    ')_+',
    'QWE',
    'EWQ',
    'P{}',
    '}{P',
    'ASD',
    'L:"',
    'ZXC',
    'M<>',
    '<>?',
    '?><',
    '1@3',
    'Qwe',
    'qWe',
    'aSd',
  ])('shifted characters and mixed case: %s', (s) => expect(run(s)).toBe(true));

  it.each([
    '1qa',
    'qaz',
    '2ws',
    'wsx',
    '3ed',
    'edc',
    '4rf',
    'rfv',
    '8ik',
    'ik,',
    '9ol',
    'ol.',
    '0p;',
    'p;/',
    "-['",
    '!QA',
    '@WS',
  ])('column down: %s', (s) => expect(run(s)).toBe(true));

  it.each(['aq1', 'zaq', 'sw2', 'xsw', 'cde', 'vfr', '/;p', ';p0', 'ZAQ', 'AQ!'])(
    'column up: %s',
    (s) => expect(run(s)).toBe(true),
  );

  it.each(['3wa', '4es', 'esz', '5rd', 'rdx', '0ok', 'okm', '#WA'])(
    'diagonal (r,i)->(r+1,i-1) down: %s',
    (s) => expect(run(s)).toBe(true),
  );

  it.each(['aw3', 'se4', 'zse', 'dr5', 'xdr', 'mko', 'AW#'])(
    'diagonal (r,i)->(r+1,i-1) up: %s',
    (s) => expect(run(s)).toBe(true),
  );

  it.each(['1wd', 'qsc', '2ef', 'wdv', '8o;', 'il/', '!WD', 'QSC'])(
    'diagonal (r,i)->(r+1,i+1) down: %s',
    (s) => expect(run(s)).toBe(true),
  );

  it.each(['dw1', 'csq', 'fe2', 'vdw', ';o8', '/li', 'DW!'])(
    'diagonal (r,i)->(r+1,i+1) up: %s',
    (s) => expect(run(s)).toBe(true),
  );

  it.each([
    ['qwr', 'gap in a row'],
    ['qet', 'every other key'],
    ['1az', 'gap in a column'],
    ['qaw', 'bends: column then row'],
    ['wqa', 'bends: row then column'],
    ['1qs', 'bends: column then diagonal'],
    ['3wd', 'bends: diagonal then other diagonal'],
    ['aaa', 'the same key three times'],
    ['2@2', 'the same key (shifted)'],
    ['e@2', 'e then the 2 key twice'],
    ['202', 'back and forth'],
    ['qwq', 'back and forth on a row'],
    ['q e', 'a space is not on the grid'],
    ['中文字', 'not on the grid'],
    ['=]\\', 'backslash is not on the grid'],
    ['pa;', 'wraps nothing'],
    ['com', 'far apart'],
    ['lco', 'far apart'],
  ])('not a run: %s (%s)', (s) => expect(run(s)).toBe(false));
});

describe('checkPassword: strong policy acceptance', () => {
  it.each(['Welcome@2026', 'Zt8#mK2@pL', 'Gr4ve!Lamp_91', 'P@l3arnerX'])('accepts %s', (p) => {
    expect(checkPassword(p, STRONG)).toEqual([]);
    expect(firstPasswordIssue(p, STRONG)).toBeNull();
  });
});

describe('checkPassword: length (strong)', () => {
  const range = { key: 'password.lengthRange', params: { min: 8, max: 160 } };

  it('accepts exactly 8 and refuses 7', () => {
    expect(checkPassword('Zt8#mK2@', STRONG)).toEqual([]);
    expect(checkPassword('Zt8#mK2', STRONG)).toEqual([range]);
  });

  it('accepts exactly 160 and refuses 161', () => {
    const p160 = UNIT.repeat(16);
    expect(p160).toHaveLength(160);
    expect(checkPassword(p160, STRONG)).toEqual([]);
    expect(checkPassword(`${p160}x`, STRONG)).toEqual([range]);
  });

  it('refuses abc and the empty string', () => {
    expect(keys('abc')[0]).toBe('password.lengthRange');
    expect(keys('')[0]).toBe('password.lengthRange');
  });
});

describe('checkPassword: weak policy', () => {
  it('requires 8 characters: 7 refused, 8 accepted', () => {
    expect(checkPassword('1234567', WEAK)).toEqual([
      { key: 'password.tooShort', params: { min: 8 } },
    ]);
    expect(checkPassword('12345678', WEAK)).toEqual([]);
    expect(checkPassword('', WEAK)).toEqual([{ key: 'password.tooShort', params: { min: 8 } }]);
  });

  it.each([
    '12345678',
    'aaaaaaaa',
    'password',
    'qwertyui',
    'learner1',
    'pass word',
    'a&b=c+d%',
    'x'.repeat(161),
  ])('checks nothing else: %s', (p) => expect(checkPassword(p, WEAK)).toEqual([]));

  it('counts characters, not UTF-16 units', () => {
    expect(checkPassword('abcdefg😀', WEAK)).toEqual([]);
    expect(checkPassword('abcdef😀', WEAK)).toHaveLength(1);
  });
});

describe('checkPassword: invalid characters', () => {
  it.each([
    ['Pass word1!', 'a space'],
    ['Zt8#mK2@中', 'Chinese'],
    ['Zt8#mK2@\t', 'a tab'],
    ['Zt8#mK2@é', 'an accented letter'],
    ['Zt8#mK2@😀', 'an emoji'],
    ['Zt8#mK2@-', 'a hyphen'],
    ['Zt8#mK2@?', 'a question mark'],
    ['Zt8#mK2@(', 'a parenthesis'],
  ])('refuses %s (%s)', (p) => expect(keys(p)).toEqual(['password.invalidChars']));

  it.each(Array.from(',.<>{}~!@#$^*_'))('accepts the special %s', (s) => {
    expect(checkPassword(`Zt8${s}mK2pL`, STRONG)).toEqual([]);
  });
});

describe('checkPassword: forbidden characters', () => {
  it.each(['&', '%', '=', '+'])('refuses %s (and only as forbidden, not invalid)', (c) => {
    expect(keys(`Zt8${c}mK2@pL`)).toEqual(['password.forbiddenChars']);
  });

  it('refuses Pass=word12', () => {
    expect(keys('Pass=word12')).toEqual(['password.forbiddenChars']);
  });

  it('near miss: the neighbouring specials are fine', () => {
    expect(checkPassword('Zt8^mK2@pL', STRONG)).toEqual([]);
    expect(checkPassword('Zt8*mK2@pL', STRONG)).toEqual([]);
  });
});

describe('checkPassword: character classes', () => {
  it('refuses fewer than three classes', () => {
    expect(keys('password')).toEqual(['password.classes']);
    expect(keys('gravellamp91')).toEqual(['password.classes']);
    expect(keys('GRAVEL!LAMP_')).toEqual(['password.classes']);
    expect(keys('9157!#93')).toEqual(['password.classes']);
  });

  it.each([
    ['GravelLamp91', 'lower + upper + digit'],
    ['Gravel!Lamp_', 'lower + upper + special'],
    ['gravel!lamp_91', 'lower + digit + special'],
    ['GRAVEL!LAMP_91', 'upper + digit + special'],
  ])('accepts %s (%s)', (p) => expect(checkPassword(p, STRONG)).toEqual([]));
});

describe('checkPassword: account name', () => {
  it('refuses the account, case-insensitively', () => {
    expect(keys('P@learner9X')).toEqual(['password.containsAccount']);
    expect(keys('xLEARNERx9!')).toEqual(['password.containsAccount']);
  });

  it("reads '@' in the password as 'a'", () => {
    const admin: PasswordPolicy = { strong: true, account: 'admin' };
    expect(keys('@dmin2026X!', admin)).toEqual(['password.containsAccount']);
    expect(keys('xADMINx7!', admin)).toEqual(['password.containsAccount']);
    expect(keys('Xadmin9!', admin)).toEqual(['password.containsAccount']);
    expect(keys('P@le@rner9X')).toEqual(['password.containsAccount']);
  });

  it("also reads '@' in the account as 'a'", () => {
    expect(keys('Xadmin9!', { strong: true, account: '@dmin' })).toEqual([
      'password.containsAccount',
    ]);
  });

  it('near misses pass', () => {
    expect(checkPassword('P@l3arnerX', STRONG)).toEqual([]);
    expect(checkPassword('Learne9!rX', STRONG)).toEqual([]);
    expect(checkPassword('@dmn2026X!', { strong: true, account: 'admin' })).toEqual([]);
  });

  it('is skipped when the account is empty', () => {
    for (const account of ['', '   ', null, undefined]) {
      expect(checkPassword('Xlearner9!', { strong: true, account })).toEqual([]);
    }
    expect(checkPassword('Xlearner9!', { strong: true })).toEqual([]);
  });
});

describe('checkPassword: repeated characters', () => {
  it.each(['Passs!word1', 'Gr4veaaaLmp', 'Gr4ve111Lmp', 'Gr4ve!!!Lmp', 'Gr4veAAALmp'])(
    'refuses %s',
    (p) => expect(keys(p)).toEqual(['password.repeated']),
  );

  it.each(['Pass!word1', 'Gr4veaaLmp!', 'Gr4veaAaLmp!', 'Gr4ve11Lm1p!'])(
    'near miss %s passes',
    (p) => expect(checkPassword(p, STRONG)).toEqual([]),
  );
});

describe('checkPassword: sequences', () => {
  it.each([
    ['Abcdefgh1!', 'abc'],
    ['Gr4ve123Lmp!', '123 (also a keyboard run)'],
    ['Gr4ve321Lmp!', '321 (also a keyboard run)'],
    ['Gr4ve789Lmp!', '789'],
    ['Gr4vemnoL9!', 'mno'],
    ['GravCBA9!', 'CBA'],
    ['Gr4vexYzLmp!', 'xYz'],
    ['Gr4veRsTLmp!', 'RsT'],
    ['Gr4vezyx9L!', 'zyx'],
  ])('refuses %s (%s)', (p) => expect(keys(p)).toContain('password.sequence'));

  it('reports a pure sequence as only a sequence', () => {
    expect(keys('Gr4vemnoL9!')).toEqual(['password.sequence']);
    expect(keys('Gr4vexYzLmp!')).toEqual(['password.sequence']);
  });

  it.each([
    ['Gr4ve135Lmp!', 'steps of 2'],
    ['Gr4veaceLmp!', 'letters, steps of 2'],
    ['Gr4vezabLmp!', 'no wrap z->a'],
    ['Gr4v@ABk9!', "'@' is not a letter before 'A'"],
    ['Gr4ve12Lm3p!', 'only two'],
    ['Gr4vea1bLmp!', 'letters and digits do not mix'],
  ])('near miss %s passes (%s)', (p) => expect(checkPassword(p, STRONG)).toEqual([]));

  it('does not wrap 9 -> 0 (890 is only a keyboard run)', () => {
    expect(keys('Gr4ve890Lmp!')).toEqual(['password.keyboard']);
    expect(keys('Gr4ve901Lmp!')).toEqual([]);
  });
});

describe('checkPassword: keyboard runs', () => {
  it.each([
    ['Qwerty9!xZ', 'row qwe'],
    ['Gr4veewqL!', 'row reversed ewq'],
    ['Pa1qaz!X9', 'column 1qa'],
    ['Gr4vezaqL!', 'column up zaq'],
    ['Gr4ve3waL!', 'diagonal 3wa'],
    ['Gr4veaw3L!', 'diagonal up aw3'],
    ['Gr4veqscL!', 'other diagonal qsc'],
    ['Gr4vecsqL!', 'other diagonal up csq'],
    ['Gr4ve!@#Lp', 'shifted digits !@#'],
    ['Gr4vem<>Lp', 'shifted bottom row m<>'],
    ['Gr4veASDLp!', 'upper-case asd'],
    ['Gr4veM,.L9', 'm,. on the bottom row'],
  ])('refuses %s (%s)', (p) => expect(keys(p)).toEqual(['password.keyboard']));

  it.each([
    ['Welcome@2026', 'e@2 and 202 are not runs'],
    ['Gr4veqeLp!', 'qe: a gap'],
    ['Gr4veqawLp!', 'qaw: a bend'],
    ['Gr4ve1azLp!', '1az: a gap in a column'],
  ])('near miss %s passes (%s)', (p) => expect(checkPassword(p, STRONG)).toEqual([]));
});

describe('checkPassword: order and first issue', () => {
  it('returns every broken rule in the stable order', () => {
    const policy: PasswordPolicy = { strong: true, account: 'bc1' };
    const p = ` abc111=qwe${'qz'.repeat(80)}`;
    expect(keys(p, policy)).toEqual([
      'password.lengthRange',
      'password.invalidChars',
      'password.forbiddenChars',
      'password.classes',
      'password.containsAccount',
      'password.repeated',
      'password.sequence',
      'password.keyboard',
    ]);
  });

  it('firstPasswordIssue gives the first issue or null', () => {
    expect(firstPasswordIssue('abc', STRONG)).toEqual({
      key: 'password.lengthRange',
      params: { min: 8, max: 160 },
    });
    expect(firstPasswordIssue('Abcdefgh1!', STRONG)).toEqual({ key: 'password.sequence' });
    expect(firstPasswordIssue('Welcome@2026', STRONG)).toBeNull();
    expect(firstPasswordIssue('1234567', WEAK)).toEqual({
      key: 'password.tooShort',
      params: { min: 8 },
    });
    expect(firstPasswordIssue('12345678', WEAK)).toBeNull();
  });

  it('passwordIssueRef builds the messageRef string', () => {
    expect(passwordIssueRef({ key: 'password.tooShort', params: { min: 8 } })).toBe(
      'password.tooShort|{"min":8}',
    );
    expect(passwordIssueRef({ key: 'password.keyboard' })).toBe('password.keyboard');
  });
});

type Issue = { path: PropertyKey[]; message: string };
const issuesOf = (result: {
  success: boolean;
  error?: { issues: Issue[] };
}): { path: string; message: string }[] =>
  (result.error?.issues ?? []).map((i) => ({ path: i.path.join('.'), message: i.message }));

describe('zNewPassword', () => {
  it('accepts a good password', () => {
    expect(zNewPassword(STRONG).safeParse('Welcome@2026')).toEqual({
      success: true,
      data: 'Welcome@2026',
    });
  });

  it('refuses empty or missing with password.required', () => {
    expect(issuesOf(zNewPassword(STRONG).safeParse(''))).toEqual([
      { path: '', message: 'password.required' },
    ]);
    expect(issuesOf(zNewPassword(STRONG).safeParse(undefined))).toEqual([
      { path: '', message: 'password.required' },
    ]);
    expect(issuesOf(zNewPassword(WEAK).safeParse(''))).toEqual([
      { path: '', message: 'password.required' },
    ]);
  });

  it('carries messageRef strings, one per issue, first issue first', () => {
    const messages = issuesOf(zNewPassword(STRONG).safeParse('abc')).map((i) => i.message);
    expect(messages[0]).toBe('password.lengthRange|{"min":8,"max":160}');
    expect(messages).toEqual(checkPassword('abc', STRONG).map(passwordIssueRef));
    expect(translateRef(messages[0] ?? '', 'en-US')).toBe(
      'The password must be 8 to 160 characters',
    );
  });

  it('follows the weak policy', () => {
    expect(issuesOf(zNewPassword(WEAK).safeParse('1234567'))).toEqual([
      { path: '', message: 'password.tooShort|{"min":8}' },
    ]);
    expect(zNewPassword(WEAK).safeParse('12345678').success).toBe(true);
  });
});

describe('zChangePasswordForm', () => {
  const form = zChangePasswordForm(STRONG);

  it('accepts matching good passwords', () => {
    const value = { newpass: 'Welcome@2026', confirm: 'Welcome@2026' };
    expect(form.safeParse(value)).toEqual({ success: true, data: value });
  });

  it("reports a mismatch as 'password.mismatch' on confirm", () => {
    expect(issuesOf(form.safeParse({ newpass: 'Welcome@2026', confirm: 'Welcome@2027' }))).toEqual([
      { path: 'confirm', message: 'password.mismatch' },
    ]);
  });

  it('reports the mismatch even when the new password breaks the policy', () => {
    expect(issuesOf(form.safeParse({ newpass: 'password', confirm: 'passwort' }))).toEqual([
      { path: 'newpass', message: 'password.classes' },
      { path: 'confirm', message: 'password.mismatch' },
    ]);
  });

  it('requires both fields', () => {
    expect(issuesOf(form.safeParse({ newpass: '', confirm: '' }))).toEqual([
      { path: 'newpass', message: 'password.required' },
      { path: 'confirm', message: 'password.confirmRequired' },
    ]);
    expect(issuesOf(form.safeParse({}))).toEqual([
      { path: 'newpass', message: 'password.required' },
      { path: 'confirm', message: 'password.confirmRequired' },
    ]);
    expect(issuesOf(form.safeParse({ newpass: 'Welcome@2026', confirm: '' }))).toEqual([
      { path: 'confirm', message: 'password.confirmRequired' },
    ]);
  });

  it('applies the policy to newpass', () => {
    expect(issuesOf(form.safeParse({ newpass: 'Qwerty9!xZ', confirm: 'Qwerty9!xZ' }))).toEqual([
      { path: 'newpass', message: 'password.keyboard' },
    ]);
    expect(
      zChangePasswordForm(WEAK).safeParse({ newpass: '12345678', confirm: '12345678' }).success,
    ).toBe(true);
  });
});

describe('zSettingsPasswordForm', () => {
  const form = zSettingsPasswordForm(STRONG);
  const good = { newpass: 'Welcome@2026', confirm: 'Welcome@2026' };
  const oldRange = 'password.lengthRange|{"min":6,"max":20}';

  it('accepts a good form, old password 6 and 20 characters', () => {
    expect(form.safeParse({ oldpass: '123456', ...good }).success).toBe(true);
    expect(form.safeParse({ oldpass: 'x'.repeat(20), ...good }).success).toBe(true);
  });

  it('refuses an old password of 5 or 21 characters', () => {
    expect(issuesOf(form.safeParse({ oldpass: '12345', ...good }))).toEqual([
      { path: 'oldpass', message: oldRange },
    ]);
    expect(issuesOf(form.safeParse({ oldpass: 'x'.repeat(21), ...good }))).toEqual([
      { path: 'oldpass', message: oldRange },
    ]);
  });

  it('requires the old password', () => {
    expect(issuesOf(form.safeParse({ oldpass: '', ...good }))).toEqual([
      { path: 'oldpass', message: 'password.oldRequired' },
    ]);
    expect(issuesOf(form.safeParse({ ...good }))).toEqual([
      { path: 'oldpass', message: 'password.oldRequired' },
    ]);
  });

  it('applies the policy to newpass and the mismatch to confirm', () => {
    expect(
      issuesOf(
        form.safeParse({ oldpass: '123456', newpass: 'Passs!word1', confirm: 'Passs!word1' }),
      ),
    ).toEqual([{ path: 'newpass', message: 'password.repeated' }]);
    expect(
      issuesOf(
        form.safeParse({ oldpass: '123456', newpass: 'Welcome@2026', confirm: 'welcome@2026' }),
      ),
    ).toEqual([{ path: 'confirm', message: 'password.mismatch' }]);
  });
});
