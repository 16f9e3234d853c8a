import { describe, expect, it } from 'vitest';
import type { TWxworkJsConfig } from '@ascent/shared/sso';
import {
  createSuiteShare,
  SHARE_APIS,
  shareCard,
  shareSummary,
  type ShareCard,
  type ShareItem,
  type SuiteShareDeps,
} from './suite-share.ts';

type Factory = (
  url: string,
) => Promise<{ timestamp: number | string; nonceStr: string; signature: string }>;
type Options = { corpId: string; agentId?: string | number; jsApiList?: string[] } & {
  getConfigSignature?: Factory;
  getAgentConfigSignature?: Factory;
};

/**
 * The JS-SDK as the card uses it: register keeps the options, ensureConfigReady asks the
 * signature factories for the page's address without its fragment (as @wecom/jssdk does), the
 * share bindings keep the params they were given (the SDK reads them when the learner forwards).
 */
function fakeSdk(page: { href: string }) {
  const seen = {
    registered: [] as Options[],
    signed: [] as { kind: string; url: string; signature: string }[],
    bound: [] as { name: string; params: Partial<ShareCard> }[],
  };
  const sdk = {
    register: (o: Options) => void seen.registered.push(o),
    ensureConfigReady: async () => {
      const o = seen.registered.at(-1)!;
      const url = page.href.split('#')[0]!;
      for (const [kind, factory] of [
        ['config', o.getConfigSignature],
        ['agentConfig', o.getAgentConfigSignature],
      ] as const)
        seen.signed.push({ kind, url, signature: (await factory!(url)).signature });
    },
    onMenuShareAppMessage: (params: Partial<ShareCard>) =>
      void seen.bound.push({ name: 'appmessage', params }),
    onMenuShareWechat: (params: Partial<ShareCard>) =>
      void seen.bound.push({ name: 'wechat', params }),
  };
  return { sdk, seen };
}

const ITEM: ShareItem = {
  title: 'Safety basics',
  intro: '<p>Fire <b>exits</b></p>',
  cover: '/covers/course-1.svg',
  path: '/course/detail?id=7',
};
const CARD: ShareCard = {
  title: 'Safety basics',
  desc: 'Fire exits',
  imgUrl: 'https://lms.example/covers/course-1.svg',
  link: 'https://lms.example/course/detail?id=7',
};

function setUp(fail = false) {
  const page = { href: 'https://lms.example/course/detail?id=7#outline' };
  const { sdk, seen } = fakeSdk(page);
  const asked: { customerId: number; url: string }[] = [];
  const logged: string[] = [];
  let failing = fail;
  const deps: SuiteShareDeps = {
    loadSdk: async () => sdk as never,
    fetchConfig: async (customerId, url) => {
      asked.push({ customerId, url });
      if (failing) throw new Error('The identity provider could not be reached');
      const n = asked.length;
      return {
        corpId: 'ww-corp',
        agentId: '1000002',
        timestamp: 1700000000 + n,
        nonceStr: `nonce-${n}`,
        signature: `corp-${n}`,
        agentSignature: `agent-${n}`,
      } satisfies TWxworkJsConfig;
    },
    href: () => page.href,
    origin: 'https://lms.example',
    log: (message) => void logged.push(message),
  };
  const share = createSuiteShare(deps);
  return { share, page, seen, asked, logged, heal: () => (failing = false) };
}

describe('the WeCom share card', () => {
  it('summarises rich text as one short plain line', () => {
    expect(shareSummary('<p>Fire &amp; safety</p><ul><li>Exits</li></ul>')).toBe(
      'Fire & safety Exits',
    );
    const long = shareSummary(`<p>${'安全'.repeat(40)}</p>`);
    expect(Array.from(long)).toHaveLength(60);
    expect(long.endsWith('…')).toBe(true);
    expect(shareSummary('')).toBe('');
  });

  it("makes the card's picture and link absolute", () => {
    expect(
      shareCard(
        {
          title: 'Safety',
          intro: '<p>Exits</p>',
          cover: '/covers/course-1.svg',
          path: '/course/detail?id=7',
        },
        'https://lms.example',
      ),
    ).toEqual({
      title: 'Safety',
      desc: 'Exits',
      imgUrl: 'https://lms.example/covers/course-1.svg',
      link: 'https://lms.example/course/detail?id=7',
    });
    // A plain summary is told as it is (no markup read into it), ahead of the intro.
    expect(
      shareCard(
        { title: 'x', summary: ' a <b> c\n d ', intro: '<p>Exits</p>', cover: '', path: '/p' },
        'https://a.example',
      ),
    ).toMatchObject({ desc: 'a <b> c d', imgUrl: '' });
    expect(
      shareCard(
        { title: 'x', intro: '', cover: 'https://cdn.example/c.png', path: '/p' },
        'https://a.example',
      ).imgUrl,
    ).toBe('https://cdn.example/c.png');
  });

  it('signs config and agentConfig from one call per address and binds both menu entries', async () => {
    const { share, page, seen, asked } = setUp();
    await share.show(ITEM, 42);
    expect(asked).toEqual([{ customerId: 42, url: 'https://lms.example/course/detail?id=7' }]);
    expect(seen.registered[0]).toMatchObject({
      corpId: 'ww-corp',
      agentId: '1000002',
      jsApiList: SHARE_APIS,
    });
    expect(seen.signed).toEqual([
      { kind: 'config', url: 'https://lms.example/course/detail?id=7', signature: 'corp-1' },
      { kind: 'agentConfig', url: 'https://lms.example/course/detail?id=7', signature: 'agent-1' },
    ]);
    expect(seen.bound.map((b) => b.name)).toEqual(['appmessage', 'wechat']);
    expect({ ...seen.bound[0]!.params }).toEqual(CARD);

    // The same page again: no second call, no second binding.
    await share.show(ITEM, 42);
    expect(asked).toHaveLength(1);
    expect(seen.bound).toHaveLength(2);

    // The page left: the bindings fall back to the next page's own title and address, and the
    // app is registered for that address.
    page.href = 'https://lms.example/mine/layout';
    await share.clear();
    expect({ ...seen.bound[1]!.params }).toEqual({ title: '', desc: '', imgUrl: '', link: '' });
    expect(asked.at(-1)).toEqual({ customerId: 42, url: 'https://lms.example/mine/layout' });
    expect(seen.signed.at(-1)).toMatchObject({
      url: 'https://lms.example/mine/layout',
      signature: 'agent-2',
    });

    // Another course: its card.
    page.href = 'https://lms.example/course/detail?id=8';
    const other = { ...ITEM, title: 'Other', path: '/course/detail?id=8' };
    await share.show(other, 42);
    expect(seen.bound[0]!.params.title).toBe('Other');
    expect(seen.bound[0]!.params.link).toBe('https://lms.example/course/detail?id=8');
  });

  it('logs a failure, leaves the page alone and asks again on the next visit', async () => {
    const { share, seen, asked, logged, heal } = setUp(true);
    await expect(share.show(ITEM, 42)).resolves.toBeUndefined();
    expect(logged).toEqual(['WeCom share card not set']);
    expect(seen.registered).toEqual([]);
    expect(seen.bound).toEqual([]);
    // Nothing was bound: leaving the page does nothing.
    await share.clear();
    expect(asked).toHaveLength(1);
    heal();
    await share.show(ITEM, 42);
    expect(asked).toHaveLength(2);
    expect(seen.bound).toHaveLength(2);
  });
});
