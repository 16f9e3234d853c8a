import { describe, expect, it } from 'vitest';
import {
  ZBrandingConfig,
  ZCompanyConfigUpdate,
  ZCustomerConfig,
  ZLanguagesConfig,
  ZMenuCreate,
  ZWebsiteCreate,
  isHost,
  personnelFieldShapeProblem,
} from './index.ts';
import { isLinkOrPath } from '../validators/index.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : (r.error?.issues[0]?.message ?? null);

describe('configuration schemas', () => {
  it('links: site paths and http(s) only', () => {
    for (const ok of [
      '',
      '/course',
      '/api/files/logos/202601/a.png',
      'https://a.example.com/x?y=1',
    ])
      expect(isLinkOrPath(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example.com',
      'ftp://a',
      'a b',
      'course',
      '/x.png" onerror="alert(1)',
      "https://a.example.com/'><script>",
      'data:image/png;base64,AAAA',
    ])
      expect(isLinkOrPath(bad), bad).toBe(false);
  });

  it('hosts: lowercase names with an optional port', () => {
    for (const ok of ['a.example.com', 'localhost:3000', 'learn-1.example.cn'])
      expect(isHost(ok), ok).toBe(true);
    for (const bad of ['http://a.com', 'a..com', '-a.com', 'a.com/x', 'A.com'])
      expect(isHost(bad), bad).toBe(false);
    expect(ZWebsiteCreate.parse({ platformName: 'S', domain: 'Learn.Example.COM' }).domain).toBe(
      'learn.example.com',
    );
  });

  it('languages: a non-empty subset, order kept, no repeats', () => {
    expect(ZLanguagesConfig.parse({ languages: ['en_US', 'zh_CN'] }).languages).toEqual([
      'en_US',
      'zh_CN',
    ]);
    expect(firstMessage(ZLanguagesConfig.safeParse({ languages: [] }))).toBe(
      'config.languagesRequired',
    );
    expect(firstMessage(ZLanguagesConfig.safeParse({ languages: ['zh_CN', 'zh_CN'] }))).toBe(
      'validation.duplicate',
    );
  });

  it('branding: hex theme, safe logo links', () => {
    const base = { name: 'Co', logo1: '', logo2: '', theme: '#1677ff' };
    expect(ZBrandingConfig.safeParse(base).success).toBe(true);
    expect(firstMessage(ZBrandingConfig.safeParse({ ...base, theme: '#fff' }))).toBe(
      'validation.hexColour',
    );
    expect(
      firstMessage(ZBrandingConfig.safeParse({ ...base, logo2: 'data:image/png;base64,x' })),
    ).toBe('validation.url');
  });

  it('one group per update, checked by that group', () => {
    expect(
      ZCompanyConfigUpdate.safeParse({
        group: 'password',
        values: { useStrongPass: 1, passExpire: 3650, useChangepassword: 0 },
      }).success,
    ).toBe(true);
    expect(
      firstMessage(
        ZCompanyConfigUpdate.safeParse({
          group: 'password',
          values: { useStrongPass: 1, passExpire: 3651, useChangepassword: 0 },
        }),
      ),
    ).toBe('validation.range|{"min":0,"max":3650}');
    expect(
      firstMessage(
        ZCustomerConfig.safeParse({
          customerCode: 'a/b',
          customMobileDomain: '',
          mobileDomain: '',
          mobileModule: '',
        }),
      ),
    ).toBe('validation.code|{"max":32}');
  });

  it('custom menus: a new code, not a product one, and a link', () => {
    expect(ZMenuCreate.safeParse({ menuCode: 'handbook', menuName: 'H', url: '/h' }).success).toBe(
      true,
    );
    expect(
      firstMessage(ZMenuCreate.safeParse({ menuCode: 'audit', menuName: 'A', url: '/a' })),
    ).toBe('menu.codeReserved');
  });
});

describe('personnelFieldShapeProblem', () => {
  const opt = (optionKey: string, children?: { optionKey: string; optionValue: string }[]) => ({
    optionKey,
    optionValue: optionKey,
    ...(children && { children }),
  });
  it('built-in keys keep their type; the department takes no options', () => {
    expect(personnelFieldShapeProblem({ key: 'birthday', type: 1, fieldOptions: [] })).toBe(
      'field.builtInType',
    );
    expect(personnelFieldShapeProblem({ key: 'department', type: 8, fieldOptions: [] })).toBeNull();
    expect(
      personnelFieldShapeProblem({ key: 'department', type: 8, fieldOptions: [opt('a')] }),
    ).toBe('field.noOptions');
  });
  it('sex options are keyed 1 and 2', () => {
    expect(
      personnelFieldShapeProblem({ key: 'sex', type: 2, fieldOptions: [opt('1'), opt('2')] }),
    ).toBeNull();
    expect(personnelFieldShapeProblem({ key: 'sex', type: 2, fieldOptions: [opt('m')] })).toBe(
      'field.sexOptions',
    );
  });
  it('trees nest at most five levels', () => {
    let deep = [opt('l6')];
    for (let i = 5; i >= 1; i--) deep = [opt(`l${i}`, deep)];
    expect(personnelFieldShapeProblem({ key: 'x', type: 8, fieldOptions: deep })).toBe(
      'field.optionDepth|{"max":5}',
    );
    expect(
      personnelFieldShapeProblem({ key: 'x', type: 8, fieldOptions: deep[0]!.children! }),
    ).toBeNull();
  });
});
