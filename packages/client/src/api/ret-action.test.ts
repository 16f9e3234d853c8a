import { describe, expect, it } from 'vitest';
import {
  buildLoginUrl,
  buildReturnPath,
  decideRetAction,
  hasRet8Marker,
  httpErrorMessage,
  stripRet8Marker,
} from './ret-action.ts';

const page = { pathname: '/mine/layout', search: '?tab=password' };

describe('decideRetAction (spec section 8)', () => {
  it('ret 0: nothing to do', () => {
    expect(decideRetAction(0, page)).toEqual({ notify: false, navigate: null, reject: false });
  });

  it.each([2, 5])('ret %i: show msg, login redirect, no data', (ret) => {
    expect(decideRetAction(ret, page)).toEqual({
      notify: true,
      navigate: 'login',
      returnPath: '/mine/layout?tab=password',
      reject: true,
    });
  });

  it('ret 8: login redirect with the ret8 marker; data still returned', () => {
    expect(decideRetAction(8, page)).toEqual({
      notify: true,
      navigate: 'login',
      returnPath: '/mine/layout?tab=password&ret8=1',
      reject: false,
    });
  });

  it('ret 8 on the login page adds no marker and keeps the existing redirect', () => {
    const onLogin = { pathname: '/login', search: '?redirect=%2Fstudy' };
    expect(decideRetAction(8, onLogin).returnPath).toBe('/study');
    expect(buildReturnPath({ pathname: '/login', search: '' }, 8)).toBe('/');
  });

  it('ret 7: show msg, go home', () => {
    expect(decideRetAction(7, page)).toEqual({ notify: true, navigate: 'home', reject: false });
  });

  it('ret 99: show msg, go to the licence page', () => {
    expect(decideRetAction(99, page)).toEqual({ notify: true, navigate: 'licence', reject: false });
  });

  it('other rets: show msg unless hideerrtip=1; data returned', () => {
    expect(decideRetAction(1, page)).toEqual({ notify: true, navigate: null, reject: false });
    expect(decideRetAction(1, { pathname: '/study', search: '?a=1&hideerrtip=1' })).toEqual({
      notify: false,
      navigate: null,
      reject: false,
    });
    expect(decideRetAction(42, { pathname: '/study', search: '?hideerrtip=0' }).notify).toBe(true);
  });

  it('session rets ignore hideerrtip', () => {
    expect(decideRetAction(5, { pathname: '/study', search: '?hideerrtip=1' }).notify).toBe(true);
  });
});

describe('return path helpers', () => {
  it('does not add the marker twice and can strip it', () => {
    const path = buildReturnPath({ pathname: '/study', search: '?ret8=1' }, 8);
    expect(path).toBe('/study?ret8=1');
    expect(hasRet8Marker(path)).toBe(true);
    expect(stripRet8Marker(path)).toBe('/study');
    expect(stripRet8Marker('/a?x=1&ret8=1')).toBe('/a?x=1');
    expect(hasRet8Marker('/a?x=1')).toBe(false);
  });

  it('builds the login URL with an encoded redirect', () => {
    expect(buildLoginUrl('/mine/layout?tab=1&ret8=1')).toBe(
      '/login?redirect=%2Fmine%2Flayout%3Ftab%3D1%26ret8%3D1',
    );
    expect(buildLoginUrl('/x', '/manage/login')).toBe('/manage/login?redirect=%2Fx');
  });

  it('formats HTTP errors as error:{status},{message or status text}', () => {
    expect(httpErrorMessage(502, undefined, 'Bad Gateway')).toBe('error:502,Bad Gateway');
    expect(httpErrorMessage(404, 'Not found here', 'Not Found')).toBe('error:404,Not found here');
  });
});
