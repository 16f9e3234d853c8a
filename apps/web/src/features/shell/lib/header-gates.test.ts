import { describe, expect, it } from 'vitest';
import {
  adminLinkTarget,
  avatarMenuKeys,
  messageBadgeText,
  showAdminLink,
  showDownloadCentre,
  showWebsiteSwitcher,
} from './header-gates.ts';

describe('header gates', () => {
  it('shows the download centre with watermark downloads and the course or knowledge menu', () => {
    const on = { isOpenDownloadWatermark: 1 };
    expect(showDownloadCentre(on, ['course'])).toBe(true);
    expect(showDownloadCentre(on, ['knowledge'])).toBe(true);
    expect(showDownloadCentre(on, ['live'])).toBe(false);
    expect(showDownloadCentre({ isOpenDownloadWatermark: 0 }, ['course'])).toBe(false);
    expect(showDownloadCentre(null, ['course'])).toBe(false);
  });

  it('shows the admin link to admins except for the dfzx customer, in a new window when configured', () => {
    expect(showAdminLink(true, { customerCode: 'acme' })).toBe(true);
    expect(showAdminLink(true, { customerCode: 'dfzx' })).toBe(false);
    expect(showAdminLink(false, { customerCode: 'acme' })).toBe(false);
    expect(adminLinkTarget({ useNewWindow: 1 })).toBe('_blank');
    expect(adminLinkTarget({ useNewWindow: 0 })).toBeUndefined();
  });

  it('shows the website switcher with more than one website', () => {
    const site = { websiteId: 1, platformName: 'A', active: true };
    expect(showWebsiteSwitcher([site])).toBe(false);
    expect(showWebsiteSwitcher([site, { ...site, websiteId: 2 }])).toBe(true);
    expect(showWebsiteSwitcher(undefined)).toBe(false);
  });

  it('builds the avatar menu from the lecturer flag and the audit menu', () => {
    expect(avatarMenuKeys(4, [])).toEqual(['profile', 'logout']);
    expect(avatarMenuKeys(1, ['audit'])).toEqual(['profile', 'teacher', 'audit', 'logout']);
    expect(avatarMenuKeys(2, undefined)).toEqual(['profile', 'teacher', 'logout']);
    expect(avatarMenuKeys(4, [], 1)).toEqual(['profile', 'logout']);
    expect(avatarMenuKeys(4, [], 2)).toEqual(['profile', 'switchUnit', 'logout']);
  });
});

describe('messageBadgeText', () => {
  it('shows nothing without unread messages, the count up to 99, then 99+', () => {
    expect(messageBadgeText(0)).toBe('');
    expect(messageBadgeText(1)).toBe('1');
    expect(messageBadgeText(99)).toBe('99');
    expect(messageBadgeText(100)).toBe('99+');
  });
});
