import { describe, expect, it } from 'vitest';
import { newStaffNameKey, withExpertTraining } from './expert-training.ts';

const menus = [
  { menuCode: 'newstaff', menuName: '新员工培训', langNames: { en_US: 'New staff' } },
  { menuCode: 'course', menuName: '课程', langNames: {} },
];

describe('expert training (customer code dfzx)', () => {
  it('renames only the new-staff menu, only for dfzx', () => {
    expect(withExpertTraining(menus, { customerCode: 'acme' }, 'Expert training')).toBe(menus);
    expect(withExpertTraining(menus, null, 'Expert training')).toBe(menus);
    const renamed = withExpertTraining(menus, { customerCode: 'dfzx' }, 'Expert training');
    expect(renamed[0]).toEqual({
      menuCode: 'newstaff',
      menuName: 'Expert training',
      langNames: {},
    });
    expect(renamed[1]).toBe(menus[1]);
  });

  it('picks the name key', () => {
    expect(newStaffNameKey({ customerCode: 'dfzx' })).toBe('newstaff.expertName');
    expect(newStaffNameKey({ customerCode: '' })).toBe('newstaff.name');
  });
});
