import { describe, expect, it } from 'vitest';
import { can, permissions, staffRoles } from './team';

describe('roles', () => {
  it('the owner may do everything', () => {
    expect(permissions.filter((p) => !can('owner', p))).toEqual([]);
  });

  it('office may do everything except manage the team', () => {
    expect(permissions.filter((p) => !can('office', p))).toEqual(['team:manage']);
  });

  it('a designer cannot export, look up personal data, delete a lead, publish a review or manage the team', () => {
    for (const p of ['leads:export', 'leads:lookup', 'leads:delete', 'reviews:moderate', 'team:manage'] as const) {
      expect(can('designer', p)).toBe(false);
    }
    expect(can('designer', 'photos:manage')).toBe(true);
  });

  it('everyone may look after their own account (sessions, password)', () => {
    expect(staffRoles.filter((role) => !can(role, 'account:own'))).toEqual([]);
  });

  it('every role is listed', () => {
    expect(staffRoles).toEqual(['owner', 'office', 'designer', 'installer']);
  });
});
