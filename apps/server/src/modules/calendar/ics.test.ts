import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeCalendar, type IcsEvent } from './ics.js';
import { sequenceOf } from './calendar.service.js';
import { offsetChanges, vtimezoneLines } from './vtimezone.js';

const TZ = 'America/Santiago';

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a UTF-8 character or an escape', () => {
    const line = `DESCRIPTION:${'ñ'.repeat(60)}\\,${'x'.repeat(80)}`;
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const l of lines) expect(Buffer.byteLength(l)).toBeLessThanOrEqual(75);
    for (const l of lines.slice(1)) expect(l.startsWith(' ')).toBe(true);
    for (const l of lines.slice(0, -1)) expect(l.endsWith('\\')).toBe(false);
    // unfolding gives the line back
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('leaves a short line alone', () => {
    expect(foldLine('SUMMARY:Partido')).toBe('SUMMARY:Partido');
  });
});

describe('VTIMEZONE from the runtime zone data', () => {
  it('finds Chile’s changes to the minute: first Sunday on or after the 2nd of April and September', () => {
    const changes = offsetChanges(TZ, new Date(Date.UTC(2026, 0, 1)), new Date(Date.UTC(2027, 0, 1)));
    expect(changes.map((c) => [c.at.toISOString(), c.from, c.to])).toEqual([
      ['2026-04-05T03:00:00.000Z', -180, -240],
      ['2026-09-06T04:00:00.000Z', -240, -180],
    ]);
  });

  it('writes each change as an observance starting at the wall-clock time it happens', () => {
    const text = vtimezoneLines(TZ, 2026, 2026).join('\n');
    expect(text).toContain('BEGIN:STANDARD\nDTSTART:20260405T000000\nTZOFFSETFROM:-0300\nTZOFFSETTO:-0400\nTZNAME:-04\nEND:STANDARD');
    expect(text).toContain('BEGIN:DAYLIGHT\nDTSTART:20260906T000000\nTZOFFSETFROM:-0400\nTZOFFSETTO:-0300\nTZNAME:-03\nEND:DAYLIGHT');
  });

  it('has a single STANDARD observance for a zone without daylight saving', () => {
    const text = vtimezoneLines('America/Bogota', 2026, 2027).join('\n');
    expect(text.match(/BEGIN:STANDARD/g)).toHaveLength(1);
    expect(text).not.toContain('DAYLIGHT');
  });
});

describe('a calendar read back by ical.js', () => {
  const event = (o: Partial<IcsEvent> = {}): IcsEvent => ({
    uid: 'partido-abc@partidos', sequence: 3, created: new Date('2026-01-01T12:00:00Z'), lastModified: new Date('2026-01-02T12:00:00Z'),
    when: { start: new Date('2026-07-16T00:00:00Z'), end: new Date('2026-07-16T01:30:00Z') },
    summary: 'Partido 7 vs 7 · Club; Uno, Dos', location: 'Cancha, Santiago', description: 'Línea 1\nLínea 2', url: 'https://x.cl/partidos/abc',
    status: 'CONFIRMED', busy: true, ...o,
  });

  it('gives back the instants, texts and status', () => {
    const comp = new ICAL.Component(ICAL.parse(writeCalendar({ name: 'Mis partidos', timezone: TZ, events: [event()], now: new Date('2026-01-01T00:00:00Z') })));
    ICAL.TimezoneService.register(comp.getFirstSubcomponent('vtimezone')!);
    const e = new ICAL.Event(comp.getFirstSubcomponent('vevent')!);
    // 20:00 on 15 July in Santiago is 00:00 UTC the next day (winter, -04)
    expect(e.startDate.toString()).toBe('2026-07-15T20:00:00');
    expect(e.startDate.toJSDate().toISOString()).toBe('2026-07-16T00:00:00.000Z');
    expect(e.endDate.toJSDate().toISOString()).toBe('2026-07-16T01:30:00.000Z');
    expect(e.summary).toBe('Partido 7 vs 7 · Club; Uno, Dos');
    expect(e.description).toBe('Línea 1\nLínea 2');
    expect(e.sequence).toBe(3);
  });

  it('writes an all-day entry for a match without a time', () => {
    const comp = new ICAL.Component(ICAL.parse(writeCalendar({ name: 'x', timezone: TZ, events: [event({ when: { day: '2026-12-31' } })], now: new Date() })));
    const e = new ICAL.Event(comp.getFirstSubcomponent('vevent')!);
    expect(e.startDate.isDate).toBe(true);
    expect(e.startDate.toString()).toBe('2026-12-31');
    expect(e.endDate.toString()).toBe('2027-01-01');
  });
});

describe('SEQUENCE', () => {
  it('is the whole seconds between creation and the last change, never negative', () => {
    const createdAt = new Date('2026-01-01T00:00:00Z');
    expect(sequenceOf({ createdAt, updatedAt: createdAt })).toBe(0);
    expect(sequenceOf({ createdAt, updatedAt: new Date('2026-01-01T01:00:00.900Z') })).toBe(3600);
    expect(sequenceOf({ createdAt, updatedAt: new Date('2025-12-31T00:00:00Z') })).toBe(0);
  });
});
