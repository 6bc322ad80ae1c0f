import { describe, expect, it } from 'vitest';
import { REPORT_STATUSES, REPORTS, type ReportStatus } from '@venue/shared';
import {
  canChangeStatus,
  canRead,
  canReadQueue,
  canReply,
  canReportMember,
  canReportPhoto,
  canTakeAction,
  isHistoryShown,
  isTeamReply,
  isValidTimeoutEnd,
  mayFileReports,
  nextStatuses,
  reportAbilities,
  statusAfterAction,
  statusAfterReply,
  tellsReporter,
  type Filer,
  type ReportedMember,
  type ReportFacts,
} from '../../src/modules/reports/reports.policy.js';

// docs/decisions/0013-report-states.md: every rule of a report, allowed and refused, for the
// reporter, an admin and another member.

const anna = { id: 'anna', admin: false }; // the reporter
const carla = { id: 'carla', admin: false }; // another member
const boss = { id: 'boss', admin: true }; // an admin
const ben: ReportedMember = { id: 'ben', admin: false, deletedAt: null };
const report = (status: ReportStatus = 'OPEN'): ReportFacts => ({ reporterId: 'anna', status });
const NOW = new Date('2026-03-01T12:00:00Z');

describe('the status table', () => {
  // Every move an admin may make; everything else is refused.
  const ALLOWED: [ReportStatus, ReportStatus][] = [
    ['OPEN', 'PROCESSING'],
    ['OPEN', 'AWAITING_REPLY'],
    ['OPEN', 'CLOSED_ACTION_TAKEN'],
    ['OPEN', 'CLOSED_NO_ACTION_TAKEN'],
    ['PROCESSING', 'AWAITING_REPLY'],
    ['PROCESSING', 'CLOSED_ACTION_TAKEN'],
    ['PROCESSING', 'CLOSED_NO_ACTION_TAKEN'],
    ['AWAITING_REPLY', 'PROCESSING'],
    ['AWAITING_REPLY', 'CLOSED_ACTION_TAKEN'],
    ['AWAITING_REPLY', 'CLOSED_NO_ACTION_TAKEN'],
    ['CLOSED_ACTION_TAKEN', 'PROCESSING'],
    ['CLOSED_NO_ACTION_TAKEN', 'PROCESSING'],
  ];
  const allowed = new Set(ALLOWED.map(([f, t]) => `${f}>${t}`));
  const ALL = REPORT_STATUSES.flatMap((from) => REPORT_STATUSES.map((to) => [from, to] as const));
  const REFUSED = ALL.filter(([f, t]) => !allowed.has(`${f}>${t}`));

  it('has 12 allowed and 13 refused moves (nothing back to OPEN, no move to the same status, closed only reopens)', () => {
    expect(ALLOWED).toHaveLength(12);
    expect(REFUSED).toHaveLength(13);
    expect(REFUSED.filter(([, t]) => t === 'OPEN')).toHaveLength(5);
  });

  it.each(ALLOWED)('an admin may move %s → %s', (from, to) => {
    expect(canChangeStatus(boss, report(from), to)).toEqual({ allowed: true });
    expect(nextStatuses(boss, report(from))).toContain(to);
  });

  it.each(REFUSED)('an admin may not move %s → %s (REPORT_STATUS_CHANGE_REFUSED)', (from, to) => {
    expect(canChangeStatus(boss, report(from), to)).toEqual({ allowed: false, code: 'REPORT_STATUS_CHANGE_REFUSED' });
    expect(nextStatuses(boss, report(from))).not.toContain(to);
  });

  it.each(ALLOWED)('the reporter may not move their own report %s → %s (NOT_ALLOWED)', (from, to) => {
    expect(canChangeStatus(anna, report(from), to)).toEqual({ allowed: false, code: 'NOT_ALLOWED' });
    expect(nextStatuses(anna, report(from))).toEqual([]);
  });

  it.each(ALLOWED)('another member learns nothing of a report %s → %s (NOT_FOUND)', (from, to) => {
    expect(canChangeStatus(carla, report(from), to)).toEqual({ allowed: false, code: 'NOT_FOUND' });
  });

  it('an unknown report is NOT_FOUND for admins too', () => {
    expect(canChangeStatus(boss, null, 'PROCESSING')).toEqual({ allowed: false, code: 'NOT_FOUND' });
  });
});

describe('filing a report', () => {
  const filer = (o: Partial<Filer> = {}): Filer => ({ id: 'anna', admin: false, isDeactivated: false, deletedAt: null, emailVerifiedAt: NOW, phoneVerifiedAt: NOW, ...o });

  it('an active, activated member may file reports', () => {
    expect(mayFileReports(filer())).toEqual({ allowed: true });
    expect(mayFileReports(filer({ admin: true }))).toEqual({ allowed: true });
  });

  it.each([
    ['deactivated', { isDeactivated: true }, 'NEED_ACTIVE'],
    ['deleted', { deletedAt: NOW }, 'NEED_ACTIVE'],
    ['without a confirmed e-mail', { emailVerifiedAt: null }, 'NEED_PHONE_AND_EMAIL'],
    ['without a confirmed phone', { phoneVerifiedAt: null }, 'NEED_PHONE_AND_EMAIL'],
  ] as const)('a member %s may not', (_name, overrides, code) => {
    expect(mayFileReports(filer(overrides))).toEqual({ allowed: false, code });
  });

  const target = (o: Partial<{ id: string; deletedAt: Date | null; isDeactivated: boolean }> = {}) => ({ id: 'ben', deletedAt: null, isDeactivated: false, ...o });

  it('a member may report another member shown to others', () => {
    expect(canReportMember(anna, target())).toEqual({ allowed: true });
    expect(canReportMember(boss, target())).toEqual({ allowed: true });
  });

  it.each([
    ['oneself', target({ id: 'anna' }), 'REPORT_SELF'],
    ['an unknown member', null, 'USER_NOT_FOUND'],
    ['a deleted member', target({ deletedAt: NOW }), 'USER_NOT_FOUND'],
    ['a deactivated member', target({ isDeactivated: true }), 'USER_NOT_FOUND'],
  ] as const)('a member may not report %s', (_name, t, code) => {
    expect(canReportMember(anna, t)).toEqual({ allowed: false, code });
  });

  it('a photo the viewer sees may be reported, unless it is their own; a hidden one is NOT_FOUND', () => {
    expect(canReportPhoto(anna, { ownerId: 'ben' })).toEqual({ allowed: true });
    expect(canReportPhoto(anna, { ownerId: 'anna' })).toEqual({ allowed: false, code: 'REPORT_SELF' });
    expect(canReportPhoto(anna, null)).toEqual({ allowed: false, code: 'NOT_FOUND' });
  });
});

describe('reading and replying', () => {
  it('the reporter and admins read a report; another member gets NOT_FOUND', () => {
    expect(canRead(anna, report())).toEqual({ allowed: true });
    expect(canRead(boss, report())).toEqual({ allowed: true });
    expect(canRead(carla, report())).toEqual({ allowed: false, code: 'NOT_FOUND' });
    expect(canRead(anna, null)).toEqual({ allowed: false, code: 'NOT_FOUND' });
    // A report whose reporter deleted their account: admins only.
    expect(canRead(anna, { reporterId: null, status: 'OPEN' })).toEqual({ allowed: false, code: 'NOT_FOUND' });
  });

  it('the queue of open reports is the team’s: an admin reads it, a member is NOT_ALLOWED', () => {
    expect(canReadQueue(boss)).toEqual({ allowed: true });
    expect(canReadQueue(anna)).toEqual({ allowed: false, code: 'NOT_ALLOWED' });
  });

  it.each(['OPEN', 'PROCESSING', 'AWAITING_REPLY'] as const)('reporter and admin may reply while %s', (status) => {
    expect(canReply(anna, report(status))).toEqual({ allowed: true });
    expect(canReply(boss, report(status))).toEqual({ allowed: true });
    expect(canReply(carla, report(status))).toEqual({ allowed: false, code: 'NOT_FOUND' });
  });

  it.each(['CLOSED_ACTION_TAKEN', 'CLOSED_NO_ACTION_TAKEN'] as const)('nobody replies once %s (REPORT_CLOSED)', (status) => {
    expect(canReply(anna, report(status))).toEqual({ allowed: false, code: 'REPORT_CLOSED' });
    expect(canReply(boss, report(status))).toEqual({ allowed: false, code: 'REPORT_CLOSED' });
  });

  it('the reporter’s reply to AWAITING_REPLY gives the report back to the team; nothing else moves it', () => {
    expect(statusAfterReply(anna, report('AWAITING_REPLY'))).toBe('PROCESSING');
    expect(statusAfterReply(anna, report('OPEN'))).toBe('OPEN');
    expect(statusAfterReply(anna, report('PROCESSING'))).toBe('PROCESSING');
    expect(statusAfterReply(boss, report('AWAITING_REPLY'))).toBe('AWAITING_REPLY');
  });

  it('a reply is the team’s unless the reporter wrote it, also when an account is gone', () => {
    expect(isTeamReply({ authorId: 'boss' }, report())).toBe(true);
    expect(isTeamReply({ authorId: 'anna' }, report())).toBe(false);
    expect(isTeamReply({ authorId: null }, report())).toBe(true); // the admin's account is gone
    expect(isTeamReply({ authorId: null }, { reporterId: null })).toBe(false); // the reporter's is gone
  });

  it('members see status changes only; admins also the actions that left the status as it was', () => {
    const action = { fromStatus: 'PROCESSING', toStatus: 'PROCESSING' };
    const change = { fromStatus: 'OPEN', toStatus: 'PROCESSING' };
    expect(isHistoryShown(anna, change)).toBe(true);
    expect(isHistoryShown(anna, action)).toBe(false);
    expect(isHistoryShown(boss, action)).toBe(true);
  });
});

describe('actions on the reported member', () => {
  it.each(['OPEN', 'PROCESSING', 'AWAITING_REPLY'] as const)('an admin may act while the report is %s', (status) => {
    expect(canTakeAction(boss, report(status), ben)).toEqual({ allowed: true });
  });

  it.each([
    ['the reporter', anna, report(), ben, 'NOT_ALLOWED'],
    ['another member', carla, report(), ben, 'NOT_FOUND'],
    ['an admin on a closed report', boss, report('CLOSED_NO_ACTION_TAKEN'), ben, 'REPORT_CLOSED'],
    ['an admin on a report closed with action', boss, report('CLOSED_ACTION_TAKEN'), ben, 'REPORT_CLOSED'],
    ['an admin when the member is gone', boss, report(), null, 'USER_NOT_FOUND'],
    ['an admin when the member deleted their account', boss, report(), { ...ben, deletedAt: NOW }, 'USER_NOT_FOUND'],
    ['an admin against another admin', boss, report(), { ...ben, admin: true }, 'REPORT_TARGET_IS_ADMIN'],
    ['an admin on an unknown report', boss, null, ben, 'NOT_FOUND'],
  ] as const)('%s may not act', (_name, who, r, m, code) => {
    expect(canTakeAction(who, r, m)).toEqual({ allowed: false, code });
  });

  it('a timeout ends in the future and within 10 years', () => {
    expect(isValidTimeoutEnd(new Date(NOW.getTime() + 60_000), NOW)).toEqual({ allowed: true });
    expect(isValidTimeoutEnd(new Date(NOW.getTime() + REPORTS.timeoutMaxDays * 86_400_000), NOW)).toEqual({ allowed: true });
    for (const bad of [NOW, new Date(NOW.getTime() - 1), new Date(NOW.getTime() + REPORTS.timeoutMaxDays * 86_400_000 + 1), new Date(Number.NaN)]) {
      expect(isValidTimeoutEnd(bad, NOW)).toEqual({ allowed: false, code: 'TIMEOUT_UNTIL_INVALID' });
    }
  });

  it('an action closes the report as CLOSED_ACTION_TAKEN unless the admin keeps it open', () => {
    expect(statusAfterAction(report('PROCESSING'), true)).toBe('CLOSED_ACTION_TAKEN');
    expect(statusAfterAction(report('PROCESSING'), false)).toBe('PROCESSING');
  });
});

describe('telling the reporter', () => {
  it('by a team reply, a request for more information and a closing', () => {
    expect(tellsReporter('boss', report('PROCESSING'), { reply: true })).toBe(true);
    expect(tellsReporter('boss', report('PROCESSING'), { to: 'AWAITING_REPLY' })).toBe(true);
    expect(tellsReporter('boss', report('PROCESSING'), { to: 'CLOSED_ACTION_TAKEN' })).toBe(true);
    expect(tellsReporter('boss', report('OPEN'), { to: 'CLOSED_NO_ACTION_TAKEN' })).toBe(true);
  });

  it('not of their own doing, of mere progress, of an unchanged status or without a reporter', () => {
    expect(tellsReporter('anna', report('PROCESSING'), { reply: true })).toBe(false);
    expect(tellsReporter('boss', report('OPEN'), { to: 'PROCESSING' })).toBe(false);
    expect(tellsReporter('boss', report('AWAITING_REPLY'), { to: 'AWAITING_REPLY' })).toBe(false);
    expect(tellsReporter('boss', { reporterId: null, status: 'OPEN' }, { reply: true })).toBe(false);
  });
});

describe('abilities', () => {
  it('the reporter may reply while open, nothing else', () => {
    expect(reportAbilities(anna, report('AWAITING_REPLY'), ben)).toEqual({ reply: true, changeStatusTo: [], timeoutMember: false, deactivateMember: false });
    expect(reportAbilities(anna, report('CLOSED_ACTION_TAKEN'), ben)).toEqual({ reply: false, changeStatusTo: [], timeoutMember: false, deactivateMember: false });
  });

  it('an admin gets the table’s next statuses and the actions while open', () => {
    expect(reportAbilities(boss, report('PROCESSING'), ben)).toEqual({
      reply: true,
      changeStatusTo: ['AWAITING_REPLY', 'CLOSED_ACTION_TAKEN', 'CLOSED_NO_ACTION_TAKEN'],
      timeoutMember: true,
      deactivateMember: true,
    });
    expect(reportAbilities(boss, report('CLOSED_NO_ACTION_TAKEN'), ben)).toEqual({ reply: false, changeStatusTo: ['PROCESSING'], timeoutMember: false, deactivateMember: false });
    expect(reportAbilities(boss, report('OPEN'), { ...ben, admin: true })).toMatchObject({ timeoutMember: false, deactivateMember: false });
  });
});
