import { ALERT_KINDS, ALERT_LIMITS, type AlertKind, type AlertRules } from '@ronda/shared';

/** The three rules with a threshold: what it counts, its limits and the body field it goes in. */
export const THRESHOLDS = {
  silent: {
    key: 'minutes',
    limits: ALERT_LIMITS.silentMinutes,
    label: 'Minutes without a position',
    unit: 'minutes',
  },
  'left-site': {
    key: 'minutes',
    limits: ALERT_LIMITS.leftSiteMinutes,
    label: 'Minutes away from the site',
    unit: 'minutes',
  },
  'low-battery': {
    key: 'percent',
    limits: ALERT_LIMITS.lowBatteryPercent,
    label: 'Battery below (%)',
    unit: '%',
  },
} as const;

export type ThresholdKind = keyof typeof THRESHOLDS;
export const THRESHOLD_KINDS = Object.keys(THRESHOLDS) as ThresholdKind[];

export const hasThreshold = (kind: AlertKind): kind is ThresholdKind =>
  Object.hasOwn(THRESHOLDS, kind);

/** The body path the server names in a refusal: "silent.minutes", "low-battery.percent". */
export const thresholdField = (kind: ThresholdKind) => `${kind}.${THRESHOLDS[kind].key}`;

/** What the form holds: switches, and thresholds as typed (a half-typed number stays shown). */
export interface RuleBoxes {
  on: Record<AlertKind, boolean>;
  thresholds: Record<ThresholdKind, string>;
}

export const thresholdOf = (rules: AlertRules, kind: ThresholdKind): number => {
  const rule = rules[kind];
  return 'percent' in rule ? rule.percent : rule.minutes;
};

export function boxesOf(rules: AlertRules): RuleBoxes {
  const on = Object.fromEntries(ALERT_KINDS.map((kind) => [kind, rules[kind].on]));
  const thresholds = Object.fromEntries(
    THRESHOLD_KINDS.map((kind) => [kind, String(thresholdOf(rules, kind))]),
  );
  return { on, thresholds } as RuleBoxes;
}

// An empty or half-typed box is not a number: the shared schema refuses it by name.
const numberOf = (box: string) => (box.trim() === '' ? Number.NaN : Number(box));

/** The PUT body, for the shared schema to check exactly as the server will. */
export function bodyOf(boxes: RuleBoxes): AlertRules {
  const { on, thresholds } = boxes;
  return {
    'late-punch-in': { on: on['late-punch-in'] },
    silent: { on: on.silent, minutes: numberOf(thresholds.silent) },
    'left-site': { on: on['left-site'], minutes: numberOf(thresholds['left-site']) },
    'low-battery': { on: on['low-battery'], percent: numberOf(thresholds['low-battery']) },
    'mock-location': { on: on['mock-location'] },
    'task-overdue': { on: on['task-overdue'] },
    'customer-request': { on: on['customer-request'] },
  };
}

export const sameRules = (a: AlertRules, b: AlertRules) =>
  ALERT_KINDS.every((kind) => JSON.stringify(a[kind]) === JSON.stringify(b[kind]));

const count = (box: string, one: string, many: string, unknown: string) => {
  const n = Number(box);
  if (box.trim() === '' || !Number.isInteger(n) || n < 1) return unknown;
  return `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;
};

/**
 * What each rule watches for, in a sentence that follows the threshold as it is typed; read
 * after the rule's name ("Phone silent: someone punched in whose phone…").
 */
export function ruleSentence(kind: AlertKind, box = ''): string {
  switch (kind) {
    case 'late-punch-in':
      return 'Someone has not punched in by the start of the shift plus its grace, on a working day (see Report settings).';
    case 'silent':
      return `Someone punched in whose phone has sent no position for ${count(box, 'minute', 'minutes', 'the minutes set')}.`;
    case 'left-site':
      return `Someone who punched in at a work site has been outside it for ${count(box, 'minute', 'minutes', 'the minutes set')}.`;
    case 'low-battery':
      return `The phone of someone punched in reports its battery below ${count(box, '%', '%', 'the percentage set')} and is not charging.`;
    case 'mock-location':
      return 'The phone of someone punched in sends a faked (mock) position.';
    case 'task-overdue':
      return 'A task is neither resolved nor rejected after its due day.';
    case 'customer-request':
      return 'A customer sends a request, until someone takes the task.';
  }
}

/** A refused threshold, in plain words: the rule and its limits. */
export function thresholdProblem(kind: ThresholdKind): string {
  const { label, limits } = THRESHOLDS[kind];
  const max = limits.max.toLocaleString('en-IN');
  return `${label}: enter a whole number from ${limits.min} to ${max}.`;
}
