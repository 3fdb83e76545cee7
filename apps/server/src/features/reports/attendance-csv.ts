import {
  ATTENDANCE_LETTERS,
  formatHMM,
  localDateTimeIn,
  type AttendanceReportPerson,
} from '@ronda/shared';

const HEADER = [
  'Name',
  'Departments',
  'Date',
  'Status',
  'Code',
  'First in',
  'Last out',
  'Worked (h:mm)',
  'Breaks (h:mm)',
  'Overtime (h:mm)',
  'Late',
  'Left early',
  'Holiday',
];

const STATUS_WORDS: Record<AttendanceReportPerson['days'][number]['status'], string> = {
  present: 'Present',
  'half-day': 'Half day',
  absent: 'Absent',
  holiday: 'Holiday',
  'weekly-off': 'Weekly off',
  pending: 'Not over yet',
  'not-employed': 'Not employed',
};

/**
 * One CSV field: quoted when it holds a comma, quote or line break, and a text that a
 * spreadsheet would run as a formula (=, +, -, @ first) made plain text with a leading
 * apostrophe, so a name typed as "=HYPERLINK(…)" stays a name.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (fields: (string | number)[]) => `${fields.map(csvField).join(',')}\r\n`;
const hmm = (minutes: number) => formatHMM(minutes * 60_000);

/**
 * The attendance report's Daily rows as CSV (issue 29): UTF-8 with a byte-order mark, so Excel
 * shows ₹ and names in any script; times in the company's zone. Written as the people come, a
 * batch at a time, so 10,000 people are never one string.
 */
export async function* attendanceCsv(
  batches: AsyncIterable<AttendanceReportPerson[]>,
  timeZone: string,
): AsyncGenerator<string> {
  const clock = (iso: string | null) =>
    iso ? localDateTimeIn(new Date(iso), timeZone).slice(11) : '';
  const rowsOf = (people: AttendanceReportPerson[]) => {
    let chunk = '';
    for (const person of people) {
      const departments = person.departments.join('; ');
      for (const day of person.days) {
        chunk += line([
          person.name,
          departments,
          day.date,
          STATUS_WORDS[day.status],
          ATTENDANCE_LETTERS[day.status],
          clock(day.firstIn),
          clock(day.lastOut),
          hmm(day.workedMinutes),
          hmm(day.breakMinutes),
          hmm(day.overtimeMinutes),
          day.late ? 'yes' : '',
          day.earlyDeparture ? 'yes' : '',
          day.holidayName ?? '',
        ]);
      }
    }
    return chunk;
  };
  // The first batch comes before the first byte: whom the report may cover is checked there,
  // so a refusal is an answer of its own, not a file with only a header.
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  yield `\uFEFF${line(HEADER)}${first.done ? '' : rowsOf(first.value)}`;
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
    yield rowsOf(next.value);
  }
}
