import { Award, Gift, MessageSquare, type LucideIcon } from 'lucide-react';

/** Spec §2.4: the hero badges, word for word. */
export const HERO_BADGES = ['Limited Time', '50 Companies Only', '100% Free Access'] as const;
export const SELECTION_NOTE = 'Only 50 companies will be selected';
export const DOWNLOAD_NOTE = 'Start your free trial, No credit card required, Full feature access';

export const BENEFITS: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: Gift,
    title: 'Free Access',
    text: 'Every Ronda feature for your whole team for the 30-day programme, at no cost: no card, no invoice.',
  },
  {
    icon: MessageSquare,
    title: 'Direct Influence',
    text: 'A direct line to our product team in Goa. Your feedback on timelines, tasks and customer requests shapes what we build next.',
  },
  {
    icon: Award,
    title: 'Early Adopter Status',
    text: 'Be among the first companies on Ronda, with early access to new features as they ship and priority support from the people who build it.',
  },
];

export const STEPS: ReadonlyArray<{ number: number; title: string; text: string }> = [
  {
    number: 1,
    title: 'Apply',
    text: 'Tell us about your company and your field team in a two-minute form.',
  },
  {
    number: 2,
    title: 'Qualify',
    text: 'We review every application and pick the 50 companies whose field work Ronda fits best.',
  },
  {
    number: 3,
    title: 'Onboard',
    text: 'Set up the company app in about 30 seconds and bring each employee in by QR code in about 10.',
  },
  {
    number: 4,
    title: 'Influence',
    text: 'Use Ronda every day for 30 days and tell us what works, what does not and what is missing.',
  },
];
