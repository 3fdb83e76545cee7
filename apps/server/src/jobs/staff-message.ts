import { SUBMISSION_FIELD_LABELS, submissionFieldText } from '@ronda/shared';
import type { SlackMessage } from '../adapters/slack.ts';

const HEADINGS: Record<string, string> = {
  demo: 'New demo request',
  consultation: 'New consultation request',
  information: 'New information request',
  contact: 'New contact message',
  deletion: 'Account deletion requested',
  pilot: 'New pilot programme application',
};

/** Slack mrkdwn treats &, < and > as markup; visitors' text must stay text. */
function escape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The staff notification for a stored submission, composed here and never by the browser. */
export function staffMessage(
  kind: string,
  payload: Record<string, unknown>,
  submissionId: string,
): SlackMessage {
  const heading = HEADINGS[kind] ?? 'New submission';
  const fields = Object.entries(SUBMISSION_FIELD_LABELS)
    .filter(([key]) => typeof payload[key] === 'string' && payload[key] !== '')
    .map(([key, label]) => ({
      type: 'mrkdwn',
      text: `*${label}:*\n${escape(submissionFieldText(key, String(payload[key])))}`,
    }));
  const blocks: Array<Record<string, unknown>> = [
    { type: 'header', text: { type: 'plain_text', text: heading } },
  ];
  // Slack allows at most 10 fields per section block.
  for (let i = 0; i < fields.length; i += 10)
    blocks.push({ type: 'section', fields: fields.slice(i, i + 10) });
  blocks.push({
    type: 'context',
    elements: [{ type: 'mrkdwn', text: `Reference ${submissionId}` }],
  });
  const who = typeof payload.email === 'string' ? ` from ${payload.email}` : '';
  return { text: `${heading}${who}`, blocks };
}
