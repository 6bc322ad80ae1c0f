import { describe, expect, it } from 'vitest';
import { createReportInput, REPORTS, reportFormSchema, reportReplySchema } from './reports.schemas.js';

// Spec §5, §9: title ≥ 5 and message ≥ 50 characters; a reply must not be too short (decision 0013).

const codes = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];
const MESSAGE = 'm'.repeat(REPORTS.messageMin);

describe('the report form', () => {
  it('takes 5 title and 50 message characters, trimmed', () => {
    expect(reportFormSchema.parse({ title: '  abcde  ', message: `  ${MESSAGE}  ` })).toEqual({ title: 'abcde', message: MESSAGE });
  });

  it('refuses 4 and 49 characters (spaces around do not count) with their codes', () => {
    expect(codes(reportFormSchema.safeParse({ title: '  abcd  ', message: ` ${'m'.repeat(49)} ` }))).toEqual(['REPORT_TITLE_TOO_SHORT', 'REPORT_MESSAGE_TOO_SHORT']);
  });

  it('refuses too long ones and wrong types', () => {
    expect(codes(reportFormSchema.safeParse({ title: 't'.repeat(REPORTS.titleMax + 1), message: 'm'.repeat(REPORTS.messageMax + 1) }))).toEqual(['REPORT_TITLE_TOO_LONG', 'REPORT_MESSAGE_TOO_LONG']);
    expect(codes(reportFormSchema.safeParse({ title: 12345, message: null }))).toEqual(['REPORT_TITLE_TOO_SHORT', 'REPORT_MESSAGE_TOO_SHORT']);
  });
});

describe('a new report', () => {
  const input = { subject: 'USER', subjectId: '3F1E2D4C-5B6A-4789-9ABC-DEF012345678', title: 'Belästigung', message: MESSAGE };

  it('names a member or a photo by id (lower-cased)', () => {
    expect(createReportInput.parse(input).subjectId).toBe('3f1e2d4c-5b6a-4789-9abc-def012345678');
    expect(createReportInput.safeParse({ ...input, subject: 'PHOTO' }).success).toBe(true);
  });

  it('names a chat roulette partner by the pair’s id', () => {
    expect(createReportInput.parse({ ...input, subject: 'ROULETTE' })).toMatchObject({ subject: 'ROULETTE', subjectId: '3f1e2d4c-5b6a-4789-9abc-def012345678' });
  });

  it('cannot name a message yet, nor something that is no id', () => {
    expect(codes(createReportInput.safeParse({ ...input, subject: 'MESSAGE' }))).toEqual(['BAD_INPUT']);
    expect(codes(createReportInput.safeParse({ ...input, subjectId: 'ben' }))).toEqual(['NOT_FOUND']);
  });
});

describe('a reply', () => {
  it('needs 10 to 5000 characters after trimming', () => {
    expect(reportReplySchema.parse('  Am Samstag.  ')).toBe('Am Samstag.');
    expect(codes(reportReplySchema.safeParse(` ${'x'.repeat(REPORTS.replyMin - 1)} `))).toEqual(['REPORT_REPLY_TOO_SHORT']);
    expect(codes(reportReplySchema.safeParse('x'.repeat(REPORTS.replyMax + 1)))).toEqual(['REPORT_REPLY_TOO_LONG']);
  });
});
