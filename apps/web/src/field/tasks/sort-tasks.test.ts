import { describe, expect, it } from 'vitest';
import { isOverdue, sortMyTasks } from './sort-tasks';

const NOW = new Date('2026-03-10T12:00:00Z');
const task = (
  id: string,
  createdAt: string,
  dueDate: string | null = null,
  status: 'incoming' | 'in-progress' | 'resolved' | 'rejected' = 'in-progress',
) => ({ id, createdAt, dueDate, status });

describe('isOverdue', () => {
  it('is past its due date and still open', () => {
    expect(isOverdue(task('a', '2026-03-01T00:00:00Z', '2026-03-10T11:59:00Z'), NOW)).toBe(true);
    expect(isOverdue(task('a', '2026-03-01T00:00:00Z', '2026-03-10T12:01:00Z'), NOW)).toBe(false);
    expect(isOverdue(task('a', '2026-03-01T00:00:00Z', null), NOW)).toBe(false);
  });

  it('is never so once resolved or rejected', () => {
    expect(
      isOverdue(task('a', '2026-03-01T00:00:00Z', '2026-03-02T00:00:00Z', 'resolved'), NOW),
    ).toBe(false);
    expect(
      isOverdue(task('a', '2026-03-01T00:00:00Z', '2026-03-02T00:00:00Z', 'rejected'), NOW),
    ).toBe(false);
    expect(
      isOverdue(task('a', '2026-03-01T00:00:00Z', '2026-03-02T00:00:00Z', 'incoming'), NOW),
    ).toBe(true);
  });
});

describe('sortMyTasks', () => {
  it('puts overdue tasks first, then the newest first', () => {
    const tasks = [
      task('old', '2026-03-01T08:00:00Z'),
      task('late-old', '2026-02-20T08:00:00Z', '2026-03-05T00:00:00Z'),
      task('new', '2026-03-09T08:00:00Z', '2026-03-20T00:00:00Z'),
      task('late-new', '2026-03-03T08:00:00Z', '2026-03-09T00:00:00Z'),
      task('resolved-late', '2026-03-08T08:00:00Z', '2026-03-09T00:00:00Z', 'resolved'),
    ];
    expect(sortMyTasks(tasks, NOW).map((t) => t.id)).toEqual([
      'late-new',
      'late-old',
      'new',
      'resolved-late',
      'old',
    ]);
  });

  it('leaves the input as it was and is stable on equal times', () => {
    const tasks = [task('b', '2026-03-01T08:00:00Z'), task('a', '2026-03-01T08:00:00Z')];
    expect(sortMyTasks(tasks, NOW).map((t) => t.id)).toEqual(['a', 'b']);
    expect(tasks.map((t) => t.id)).toEqual(['b', 'a']);
  });
});
